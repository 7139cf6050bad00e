import type { GatewayCard } from './payment-gateway';

/**
 * The card block of an MPGS answer (sourceOfFunds.provided.card): brand, the masked number (e.g.
 * 512345xxxxxx0008) and the expiry ({month, year} in a session, "MMYY" in a token). Null when it has none.
 */
export function mpgsCard(card: unknown): GatewayCard | null {
  if (!card || typeof card !== 'object') return null;
  const { brand, number, expiry } = card as { brand?: unknown; number?: unknown; expiry?: unknown };
  if (typeof brand !== 'string' || typeof number !== 'string') return null;
  const masked = /^(\d{6,8})x+(\d{4})$/i.exec(number);
  if (!masked) return null;
  let month: number;
  let year: number;
  if (typeof expiry === 'string' && /^\d{4}$/.test(expiry)) {
    month = Number(expiry.slice(0, 2));
    year = 2000 + Number(expiry.slice(2));
  } else if (expiry && typeof expiry === 'object') {
    month = Number((expiry as { month?: unknown }).month);
    year = 2000 + (Number((expiry as { year?: unknown }).year) % 100);
  } else return null;
  if (!(month >= 1 && month <= 12) || !Number.isInteger(year)) return null;
  return { brand, maskedNumber: number, bin: masked[1]!, last4: masked[2]!, expiryMonth: month, expiryYear: year };
}
