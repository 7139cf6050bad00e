import { Hono } from 'hono';
import { bookingCancelSchema, bookingOperationalSchema } from '#domain/contract/booking.ts';
import { domainMessages } from '#domain/messages.ts';
import { cancelAsRead } from './booking-cancel';
import { bookingByCode } from './booking-by-code';
import { bookingPolicy, bookingRefInput, findBooking } from './booking-policy';
import type { ProviderEnv } from '#provider/platform/env.ts';
import { translate } from '#provider/platform/i18n.ts';
import { announceOutbox } from '#provider/mail/announce-outbox.ts';
import { presentQuery, recordIdField } from '#provider/platform/query-fields.ts';
import { readInput } from '#provider/platform/read-input.ts';

/** DELETE /public/books/{id}?reservation_code= and GET /public/books/{id}/operational. */
export const books = new Hono<ProviderEnv>()
  .delete('/public/books/:id', async (c) => {
    const q = readInput(bookingRefInput, { id: c.req.param('id'), ...presentQuery(c.req.url, ['reservation_code']) });
    const booking = await bookingByCode(c, q);
    const { terms, outboxId } = await cancelAsRead(c.env, booking, q.reservation_code, new Date());
    announceOutbox(c, outboxId);
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
    const booking = await findBooking(c.env, id);
    const terms = bookingPolicy(booking, new Date());
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
        can_cancel: terms.canCancel,
        can_update: terms.canUpdate,
        cancellation_deadline_at: terms.deadlineAt,
        no_show_fee_applies: terms.open && !terms.beforeDeadline,
        no_show_fee_percent: booking.no_show_fee_percent,
      }),
    );
  });
