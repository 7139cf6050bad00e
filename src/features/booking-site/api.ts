import type { BookingAvailability } from '#edge/booking-availability.ts';
import { bookingCreatedSchema, noSeatsSchema, type Booking, type BookingCreate } from '#domain/contract/booking.ts';
import { groupRequestAnswerSchema, type GroupRequest } from '#domain/contract/booking-manage.ts';
import { callApi, type ApiAnswer } from '#lib/api-client.ts';

/** A failed call: the server's first message (spec §8), or null when no answer came (the view says so). */
export type CallFailure = { kind: 'error'; message: string | null };
export type NearestSlot = { date: string; time: string; available: number };

const failure = (answer: ApiAnswer<unknown>): CallFailure => ({ kind: 'error', message: (!answer.ok && answer.message) || null });

export async function fetchAvailability(restaurant: number, q: { program: string; dealId: number | null; lang: string }): Promise<{ kind: 'ok'; data: BookingAvailability } | CallFailure> {
  const query = new URLSearchParams({ program: q.program, lang: q.lang });
  if (q.dealId) query.set('deal_id', String(q.dealId));
  const answer = await callApi<BookingAvailability>(`/api/restaurants/${restaurant}/availability?${query}`, { lang: q.lang });
  return answer.ok ? { kind: 'ok', data: answer.data } : failure(answer);
}

export type BookingAnswer = { kind: 'booked'; booking: Booking } | { kind: 'no_seats'; message: string; nearest: NearestSlot[] } | CallFailure;

/** Creates the booking; the same key on a retry gets the first answer back, so one booking. */
export async function createBooking(restaurant: number, body: BookingCreate, key: string, lang: string): Promise<BookingAnswer> {
  const answer = await callApi(`/api/restaurants/${restaurant}/books?lang=${encodeURIComponent(lang)}`, { method: 'POST', body, lang, idempotencyKey: key });
  const created = answer.ok ? bookingCreatedSchema.safeParse(answer.data) : null;
  if (created?.success) return { kind: 'booked', booking: created.data.booking };
  const noSeats = !answer.ok && answer.status === 409 ? noSeatsSchema.safeParse(answer.body) : null;
  if (noSeats?.success) return { kind: 'no_seats', message: noSeats.data.full_messages[0] ?? '', nearest: noSeats.data.nearest_slots };
  return failure(answer);
}

export async function createGroupRequest(restaurant: number, body: Record<string, unknown>, lang: string): Promise<{ kind: 'sent'; request: GroupRequest } | CallFailure> {
  const answer = await callApi(`/api/restaurants/${restaurant}/group_requests?lang=${encodeURIComponent(lang)}`, { method: 'POST', body, lang });
  const parsed = answer.ok ? groupRequestAnswerSchema.safeParse(answer.data) : null;
  return parsed?.success ? { kind: 'sent', request: parsed.data.group_request } : failure(answer);
}

export async function readGroupRequest(reference: string, lang: string): Promise<{ kind: 'found'; request: GroupRequest } | CallFailure> {
  const answer = await callApi(`/api/group_requests/${encodeURIComponent(reference)}?lang=${encodeURIComponent(lang)}`, { lang });
  const parsed = answer.ok ? groupRequestAnswerSchema.safeParse(answer.data) : null;
  return parsed?.success ? { kind: 'found', request: parsed.data.group_request } : failure(answer);
}
