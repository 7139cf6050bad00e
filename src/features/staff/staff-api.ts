import { staffBookingsSchema } from '#domain/contract/staff.ts';
import { callApi, type ApiAnswer, type ApiCall } from '#lib/api-client.ts';

/** A call of the staff API; its answer is read by `read` (a body it refuses throws), the message already in the staff's language. */
async function call<T>(path: string, lang: string, init: Omit<ApiCall, 'lang' | 'read'>, read: (body: unknown) => T): Promise<ApiAnswer<T>> {
  const separator = path.includes('?') ? '&' : '?';
  const answer = await callApi(`/api/staff${path}${separator}lang=${encodeURIComponent(lang)}`, { ...init, lang });
  return answer.ok ? { ok: true, data: read(answer.data) } : answer;
}

/** The staff area's calls through the edge (/api/staff), which keeps the staff session in its own cookie. */
export function staffApi(lang: string) {
  // Every POST carries JSON, as the edge asks of calls that change something (an empty object when nothing more is said).
  const post = (body: unknown = {}) => ({ method: 'POST' as const, body });
  return {
    signIn: (email: string, password: string) => call('/sign-in', lang, post({ email, password }), () => null),
    signOut: () => call('/sign-out', lang, post(), () => null),
    bookings: (date?: string) => call(`/bookings${date ? `?date=${date}` : ''}`, lang, {}, (body) => staffBookingsSchema.parse(body)),
    settle: (bookingId: number, outcome: 'meal' | 'no_show') => call(`/bookings/${bookingId}/${outcome}`, lang, post(), () => null),
    openBill: (bookingId: number, amountMinor: number, key: string) =>
      call(`/bookings/${bookingId}/orders`, lang, { ...post({ amount_minor: amountMinor }), idempotencyKey: key }, () => null),
    decide: (appealId: number, decision: 'approve' | 'reject', reason: string) =>
      call(`/appeals/${appealId}/decision`, lang, post({ decision, ...(reason ? { reason } : {}) }), () => null),
  };
}
