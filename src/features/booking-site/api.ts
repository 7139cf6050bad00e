import type { BookingAvailability } from '#edge/booking-availability.ts';
import { bookingCreatedSchema, noSeatsSchema, type Booking, type BookingCreate } from '#domain/contract/booking.ts';
import { groupRequestAnswerSchema, type GroupRequest } from '#domain/contract/booking-manage.ts';
import { firstErrorMessage } from '#domain/provider-errors.ts';

/** A failed call: the server's first message (spec §8), or null when no answer came (the view says so). */
export type CallFailure = { kind: 'error'; message: string | null };
export type NearestSlot = { date: string; time: string; available: number };

const jsonHeaders = { 'Content-Type': 'application/json', Accept: 'application/json' };

async function call(path: string, init: RequestInit = {}): Promise<{ response: Response; body: unknown } | CallFailure> {
  try {
    const response = await fetch(path, { credentials: 'same-origin', ...init });
    return { response, body: await response.json().catch(() => undefined) };
  } catch {
    return { kind: 'error', message: null };
  }
}

const failure = (body: unknown): CallFailure => ({ kind: 'error', message: firstErrorMessage(body) ?? null });

export async function fetchAvailability(restaurant: number, q: { program: string; dealId: number | null; lang: string }): Promise<{ kind: 'ok'; data: BookingAvailability } | CallFailure> {
  const query = new URLSearchParams({ program: q.program, lang: q.lang });
  if (q.dealId) query.set('deal_id', String(q.dealId));
  const answer = await call(`/api/restaurants/${restaurant}/availability?${query}`);
  if ('kind' in answer) return answer;
  return answer.response.ok ? { kind: 'ok', data: answer.body as BookingAvailability } : failure(answer.body);
}

export type BookingAnswer = { kind: 'booked'; booking: Booking } | { kind: 'no_seats'; message: string; nearest: NearestSlot[] } | CallFailure;

/** Creates the booking; the same key on a retry gets the first answer back, so one booking. */
export async function createBooking(restaurant: number, body: BookingCreate, key: string, lang: string): Promise<BookingAnswer> {
  const answer = await call(`/api/restaurants/${restaurant}/books?lang=${encodeURIComponent(lang)}`, {
    method: 'POST',
    headers: { ...jsonHeaders, 'Idempotency-Key': key },
    body: JSON.stringify(body),
  });
  if ('kind' in answer) return answer;
  const created = bookingCreatedSchema.safeParse(answer.body);
  if (answer.response.ok && created.success) return { kind: 'booked', booking: created.data.booking };
  const noSeats = noSeatsSchema.safeParse(answer.body);
  if (answer.response.status === 409 && noSeats.success) return { kind: 'no_seats', message: noSeats.data.full_messages[0] ?? '', nearest: noSeats.data.nearest_slots };
  return failure(answer.body);
}

export async function createGroupRequest(restaurant: number, body: Record<string, unknown>, lang: string): Promise<{ kind: 'sent'; request: GroupRequest } | CallFailure> {
  const answer = await call(`/api/restaurants/${restaurant}/group_requests?lang=${encodeURIComponent(lang)}`, { method: 'POST', headers: jsonHeaders, body: JSON.stringify(body) });
  if ('kind' in answer) return answer;
  const parsed = groupRequestAnswerSchema.safeParse(answer.body);
  return answer.response.ok && parsed.success ? { kind: 'sent', request: parsed.data.group_request } : failure(answer.body);
}

export async function readGroupRequest(reference: string, lang: string): Promise<{ kind: 'found'; request: GroupRequest } | CallFailure> {
  const answer = await call(`/api/group_requests/${encodeURIComponent(reference)}?lang=${encodeURIComponent(lang)}`);
  if ('kind' in answer) return answer;
  const parsed = groupRequestAnswerSchema.safeParse(answer.body);
  return answer.response.ok && parsed.success ? { kind: 'found', request: parsed.data.group_request } : failure(answer.body);
}
