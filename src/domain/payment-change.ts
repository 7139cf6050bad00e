/**
 * What a booking with a card guarantee or a prepayment may change (issue 14): the money was taken for its party
 * and its date (a hold lasts only days, a prepayment is per guest), so only the time on the same date may move.
 * Changing the party or the date is a new booking: the diner cancels (the money follows the cancel) and books again.
 */
export function paymentAllowsChange(from: { partySize: number; date: string | null }, to: { partySize: number; date: string }): boolean {
  return from.partySize === to.partySize && from.date === to.date;
}
