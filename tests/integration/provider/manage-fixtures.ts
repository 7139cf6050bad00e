import { bookingCreatedSchema } from '#domain/contract/booking.ts';
import { addSlot, bookingBody, createBooking, localDateIn, uniqueTime } from './booking-fixtures';
import { callProvider } from './call-provider';
import { providerEnv as env } from './seed-database';

export interface Booked {
  id: number;
  code: string;
  slot: number;
  date: string;
  time: string;
}

/** A fresh slot of restaurant `restaurant` `days` ahead, booked through the provider's create. */
export async function bookFresh(p: {
  restaurant: number; days?: number; capacity?: number; party?: number; overrides?: Record<string, unknown>; headers?: Record<string, string>;
}): Promise<Booked> {
  const date = await localDateIn(p.restaurant, p.days ?? 3);
  const time = uniqueTime();
  const slot = await addSlot({ restaurant: p.restaurant, date, time, capacity: p.capacity ?? 6 });
  const response = await createBooking(p.restaurant, bookingBody({ date, time, party_size: p.party ?? 2, ...p.overrides }), undefined, undefined, undefined, p.headers);
  if (response.status !== 201) throw new Error(`booking failed: ${response.status} ${await response.text()}`);
  const { booking } = bookingCreatedSchema.parse(await response.json());
  await confirmationSettled(booking.id);
  return { id: booking.id, code: booking.reservation_code, slot, date, time };
}

/** Waits until the queue has relayed the booking's confirmation e-mail, so later row counts stay still. */
async function confirmationSettled(bookingId: number): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const row = await env.DB.prepare("SELECT status FROM outbox WHERE booking_id = ? AND kind = 'booking_confirmed'").bind(bookingId).first<{ status: string }>();
    if (row?.status === 'sent') return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`the confirmation of booking ${bookingId} was not relayed`);
}

export const bookingPath = (id: number, code: string) => `/public/books/${id}?reservation_code=${encodeURIComponent(code)}`;

export function modify(id: number, code: string, body: unknown, locale?: string): Promise<Response> {
  return callProvider(bookingPath(id, code), {
    method: 'PUT', headers: { 'Content-Type': 'application/json' }, body: typeof body === 'string' ? body : JSON.stringify(body), ...(locale ? { locale } : {}),
  });
}

/** The outbox rows of a booking, oldest first. */
/** The outbox rows of a booking's changes (its confirmation row left out). */
export async function outboxOf(id: number): Promise<{ kind: string; sequence: number }[]> {
  return (await env.DB.prepare("SELECT kind, sequence FROM outbox WHERE booking_id = ? AND kind <> 'booking_confirmed' ORDER BY sequence").bind(id).all<{ kind: string; sequence: number }>()).results;
}

/** The stored booking columns a modify may change. */
export async function storedBooking(id: number) {
  return env.DB.prepare('SELECT status, slot_id, party_size, slot_date, slot_time, reservation_at, mail_sequence FROM bookings WHERE id = ?').bind(id).first();
}
