/**
 * The sandbox payment gateway's test cards and outcomes, as MPGS's test environment has them (README, "Saved
 * cards and the sandbox payment gateway"). The outcome of a verification or authorization follows the expiry; the security code's check
 * follows the code.
 */
export const SANDBOX_GATEWAY_CARDS: Readonly<Record<string, string>> = {
  '5123450000000008': 'MASTERCARD',
  '2223000000000007': 'MASTERCARD',
  '5111111111111118': 'MASTERCARD',
  '4508750015741019': 'VISA',
};

/** response.gatewayCode by expiry (MM/YY); any other expiry still to come is approved, one past is expired. */
const OUTCOME_BY_EXPIRY: Readonly<Record<string, string>> = {
  '01/39': 'APPROVED',
  '05/39': 'DECLINED',
  '04/27': 'EXPIRED_CARD',
  '08/28': 'TIMED_OUT',
};

/** The gateway code an operation on a card with this expiry answers, at `now`. */
export function outcomeForExpiry(month: number, year: number, now: Date): string {
  const key = `${String(month).padStart(2, '0')}/${String(year % 100).padStart(2, '0')}`;
  const listed = OUTCOME_BY_EXPIRY[key];
  if (listed) return listed;
  const endOfMonth = Date.UTC(year, month, 1);
  return endOfMonth <= now.getTime() ? 'EXPIRED_CARD' : 'APPROVED';
}

/** response.cardSecurityCode.gatewayCode by the code entered: 100 matches, 102 does not, others are not processed. */
export function securityCodeResult(code: string): 'MATCH' | 'NO_MATCH' | 'NOT_PROCESSED' {
  if (code === '100') return 'MATCH';
  if (code === '102') return 'NO_MATCH';
  return 'NOT_PROCESSED';
}

/** The brand of a test card, or null: the sandbox supports only its test cards. */
export const sandboxCardBrand = (digits: string): string | null => SANDBOX_GATEWAY_CARDS[digits] ?? null;

/** What the sandbox keeps of a number: the first 8 and last 4 digits (PCI DSS truncation), as MPGS masks it. */
export const maskedCardNumber = (digits: string): string => `${digits.slice(0, 8)}${'x'.repeat(digits.length - 12)}${digits.slice(-4)}`;
