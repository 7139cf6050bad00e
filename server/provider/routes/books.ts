import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { DEFAULT_BOOKING_CONDITIONS } from '../../../src/domain/contract/availability';
import { bookingCancelSchema, bookingOperationalSchema } from '../../../src/domain/contract/booking';
import { domainMessages } from '../../../src/domain/messages';
import { toUtcText } from '../../../src/domain/restaurant-time';
import { ApiError } from '../api-error';
import { cancelBookingStatements, managedBookingStatement, type ManagedBookingRow } from '../db/bookings';
import { outboxIdOf } from '../db/outbox';
import type { ProviderEnv } from '../env';
import { translate } from '../i18n';
import { announceOutbox } from '../jobs/announce-outbox';
import { presentQuery, recordIdField } from '../query-fields';
import { readInput } from '../read-input';

const reservationCodeField = z.string().regex(/^[A-Z0-9]{6,16}$/);
const cancelInput = z.object({ id: recordIdField, reservation_code: reservationCodeField });

async function findBooking(c: Context<ProviderEnv>, id: number): Promise<ManagedBookingRow> {
  const defaults = { deadline: DEFAULT_BOOKING_CONDITIONS.cancellation_deadline_minutes, fee: DEFAULT_BOOKING_CONDITIONS.no_show_fee_percent };
  const booking = await managedBookingStatement(c.env.DB, id, defaults).first<ManagedBookingRow>();
  if (!booking) throw new ApiError(404, 'booking_not_found', 'bookingNotFound');
  return booking;
}

/** The policy view of a booking at `now`: a cancel within the deadline before the meal incurs the no-show fee. */
function policy(booking: ManagedBookingRow, now: Date) {
  const at = Date.parse(booking.reservation_at);
  const deadline = at - booking.cancellation_deadline_minutes * 60_000;
  const open = booking.status === 'confirmed' && now.getTime() < at;
  return { open, beforeDeadline: now.getTime() < deadline, deadlineAt: toUtcText(new Date(deadline)) };
}

/** DELETE /public/books/{id}?reservation_code= and GET /public/books/{id}/operational. */
export const books = new Hono<ProviderEnv>()
  .delete('/public/books/:id', async (c) => {
    const q = readInput(cancelInput, { id: c.req.param('id'), ...presentQuery(c.req.url, ['reservation_code']) });
    const booking = await findBooking(c, q.id);
    // A wrong code reads as an unknown booking, so codes cannot be probed per id.
    if (booking.reservation_code !== q.reservation_code) throw new ApiError(404, 'booking_not_found', 'bookingNotFound');
    const now = new Date();
    const terms = policy(booking, now);
    if (!terms.open) throw new ApiError(409, 'booking_not_cancellable', 'bookingNotCancellable');
    const [cancelled, mail] = await c.env.DB.batch(
      cancelBookingStatements(c.env.DB, { id: q.id, code: q.reservation_code, slotId: booking.slot_id, party: booking.party_size, at: now.toISOString() }),
    );
    // Another request cancelled it between the read and the write.
    if (cancelled?.meta.changes !== 1) throw new ApiError(409, 'booking_not_cancellable', 'bookingNotCancellable');
    announceOutbox(c, outboxIdOf(mail));
    return c.json(
      bookingCancelSchema.parse({
        status: 'cancelled',
        message: translate(c.get('locale'), domainMessages.bookingCancelled),
        no_show_fee_applies: !terms.beforeDeadline,
        no_show_fee_percent: booking.no_show_fee_percent,
      }),
    );
  })
  .get('/public/books/:id/operational', async (c) => {
    const id = readInput(recordIdField, c.req.param('id'));
    const booking = await findBooking(c, id);
    const terms = policy(booking, new Date());
    return c.json(
      bookingOperationalSchema.parse({
        id: booking.id,
        status: booking.status,
        restaurant_id: booking.restaurant_id,
        reservation_date: booking.slot_date,
        formated_time: booking.slot_time,
        time_zone: booking.time_zone,
        reservation_at: booking.reservation_at,
        reservation_seats: booking.party_size,
        can_cancel: terms.open,
        can_update: terms.open && terms.beforeDeadline,
        cancellation_deadline_at: terms.deadlineAt,
        no_show_fee_applies: terms.open && !terms.beforeDeadline,
        no_show_fee_percent: booking.no_show_fee_percent,
      }),
    );
  });
