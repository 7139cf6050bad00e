import type { PaymentPolicy } from './contract/booking-payment';
import type { Money } from './money';

/** What a restaurant's card policy holds or charges for a booking: the amount per guest times the party (spec §9). */
export const bookingMoneyOf = (policy: PaymentPolicy, partySize: number): Money => ({ amountMinor: policy.amount_per_guest_minor * partySize, currency: policy.currency });
