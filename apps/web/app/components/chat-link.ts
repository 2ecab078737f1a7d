/** The conversation link of the messaging app: the agency's number and a prefilled text. */
export function messagingLink(number: string, text: string): string {
  return `https://wa.me/${number}?text=${encodeURIComponent(text)}`;
}
