import { staffBookingsSchema } from '#domain/contract/staff.ts';
import { firstErrorMessage } from '#domain/provider-errors.ts';

/** An answer of the staff API: its data, or its status and the message to show (already in the staff's language). */
export type StaffAnswer<T> = { ok: true; data: T } | { ok: false; status: number; message: string | undefined };

async function call<T>(path: string, lang: string, init: RequestInit, read: (body: unknown) => T): Promise<StaffAnswer<T>> {
  const separator = path.includes('?') ? '&' : '?';
  const response = await fetch(`/api/staff${path}${separator}lang=${encodeURIComponent(lang)}`, {
    credentials: 'same-origin',
    ...init,
    headers: { ...(init.body ? { 'Content-Type': 'application/json' } : {}), ...(init.headers as Record<string, string> | undefined) },
  }).catch(() => null);
  if (!response) return { ok: false, status: 0, message: undefined };
  const body: unknown = response.status === 204 ? undefined : await response.json().catch(() => undefined);
  if (!response.ok) return { ok: false, status: response.status, message: firstErrorMessage(body) };
  return { ok: true, data: read(body) };
}

/** The staff area's calls through the edge (/api/staff), which keeps the staff session in its own cookie. */
export function staffApi(lang: string) {
  // Every POST carries JSON, as the edge asks of calls that change something (an empty object when nothing more is said).
  const post = (body: unknown = {}): RequestInit => ({ method: 'POST', body: JSON.stringify(body) });
  return {
    signIn: (email: string, password: string) => call('/sign-in', lang, post({ email, password }), () => null),
    signOut: () => call('/sign-out', lang, post(), () => null),
    bookings: (date?: string) => call(`/bookings${date ? `?date=${date}` : ''}`, lang, {}, (body) => staffBookingsSchema.parse(body)),
    settle: (bookingId: number, outcome: 'meal' | 'no_show') => call(`/bookings/${bookingId}/${outcome}`, lang, post(), () => null),
    openBill: (bookingId: number, amountMinor: number, key: string) =>
      call(`/bookings/${bookingId}/orders`, lang, { ...post({ amount_minor: amountMinor }), headers: { 'Idempotency-Key': key } }, () => null),
    decide: (appealId: number, decision: 'approve' | 'reject', reason: string) =>
      call(`/appeals/${appealId}/decision`, lang, post({ decision, ...(reason ? { reason } : {}) }), () => null),
  };
}
