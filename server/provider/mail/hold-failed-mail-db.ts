import type { D1Database, D1PreparedStatement } from '@cloudflare/workers-types/index';
import { bookingMailStatement } from './outbox-db';

/**
 * The e-mail telling the diner their scheduled hold was declined, in the batch of that transition (around
 * transitionStatements): first the booking is stamped with `changeToken` and its mail sequence moves on, under the
 * very guards the transition has (the payment at the version read, the authorization still pending), so it happens
 * exactly when the payment moves to failed; last the outbox row, written only for that stamp. A second run of the
 * cron (or a concurrent one) finds the payment moved and the authorization answered: no second row.
 */
export function holdFailedMailStatements(
  db: D1Database,
  p: { bookingId: number; version: number; orderId: string; transactionId: string; changeToken: string },
): { stamp: D1PreparedStatement; mail: D1PreparedStatement } {
  return {
    stamp: db
      .prepare(
        `UPDATE bookings SET change_token = ?5, mail_sequence = mail_sequence + 1
         WHERE id = ?1 AND EXISTS (SELECT 1 FROM booking_payments WHERE booking_id = ?1 AND version = ?2 AND state = 'scheduled')
           AND EXISTS (SELECT 1 FROM payment_operations WHERE order_id = ?3 AND transaction_id = ?4 AND status = 'pending')`,
      )
      .bind(p.bookingId, p.version, p.orderId, p.transactionId, p.changeToken),
    mail: bookingMailStatement(db, 'payment_hold_failed', p.changeToken),
  };
}
