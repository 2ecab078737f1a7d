/** The contact page, with its Destination field prefilled: `/contact?destination=Santorini+Honeymoon`. */
export function planTripHref(destinationName: string): string {
  return `/contact?${new URLSearchParams({ destination: destinationName })}`;
}
