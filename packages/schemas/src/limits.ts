/** Text limits, shared by the form fields (`maxLength`) and the API. */
export const LIMITS = {
  name: 100,
  phone: 40,
  destination: 200,
  travelDates: 100,
  groupSize: 40,
  budget: 60,
  message: 5000,
  /** One /contact query parameter carried in `context` (a voucher type, an amount, …). */
  contextParam: 200,
  /** A city of the flight booking form. */
  city: 100,
  /** Preferred airline on the flight booking form. */
  airline: 100,
  /** Special requests on the flight booking form. */
  specialRequests: 2000,
} as const;
