import { mailSnapshotSchema, type MailSnapshot } from './mail-snapshot-db';
import { claimOutboxStatement, markOutboxFailedStatement, markOutboxSentStatement, type OutboxRow } from './outbox-db';
import type { ProviderBindings } from '#provider/platform/env.ts';
import { renderBookingMail } from './booking-mail';
import { mailSender } from './mail-adapter';
import { MailSendError, type MailAdapter } from './mail-message';

/** Attempts per outbox row (queue deliveries and sweeps together) before it is given up as 'failed'. */
export const MAX_SEND_ATTEMPTS = 5;
/** A claim older than this is taken to be dead (the Worker stopped mid-send); the sweep takes the row again. */
export const STALE_CLAIM_SECONDS = 120;

export type RelayResult =
  | { outcome: 'sent' | 'already_sent' }
  /** Nothing to do: sent already, given up, or another relay holds a fresh claim. */
  | { outcome: 'skipped' }
  | { outcome: 'retry'; attempts: number; error: string }
  | { outcome: 'failed'; attempts: number; error: string };

/** The idempotency key of an outbox row's e-mail: every send of the row carries it, so adapters send it once. */
export const mailIdempotencyKey = (outboxId: number) => `outbox-${outboxId}`;

// The e-mail says what the row kept when the change was made, never the booking as it is now.
function snapshotOf(row: OutboxRow): MailSnapshot {
  const parsed = mailSnapshotSchema.safeParse(row.mail_json === null ? null : JSON.parse(row.mail_json));
  if (!parsed.success) throw new MailSendError(`outbox row ${row.id} has no valid mail snapshot`, true);
  return parsed.data;
}

/**
 * Relays one outbox row: claim it (pending → sending, one more attempt), render the e-mail from the
 * row's snapshot, send it with the row's idempotency key, mark it sent. A failure puts the row back to pending for a retry,
 * or to 'failed' when it is permanent or the attempts are used up.
 */
export async function relayOutboxRow(env: ProviderBindings, outboxId: number, adapter: MailAdapter): Promise<RelayResult> {
  const db = env.DB;
  const row = await claimOutboxStatement(db, outboxId, STALE_CLAIM_SECONDS).first<OutboxRow>();
  if (!row) return { outcome: 'skipped' };
  try {
    const message = renderBookingMail(
      { booking: snapshotOf(row), kind: row.kind, sequence: row.sequence, changedAt: new Date(row.created_at) },
      { from: mailSender(env), bookingSiteOrigin: env.BOOKING_SITE_ORIGIN },
    );
    const outcome = await adapter.send(message, mailIdempotencyKey(row.id));
    await markOutboxSentStatement(db, row.id).run();
    return { outcome };
  } catch (error) {
    const text = error instanceof Error ? error.message : String(error);
    const final = (error instanceof MailSendError && error.permanent) || row.attempts >= MAX_SEND_ATTEMPTS;
    await markOutboxFailedStatement(db, row.id, text, final).run();
    console.error(JSON.stringify({ job: 'outbox', outbox_id: row.id, attempts: row.attempts, final, error: text }));
    return { outcome: final ? 'failed' : 'retry', attempts: row.attempts, error: text };
  }
}

/** Seconds before the next try after `attempts` tries: 30 s, 1 min, 2 min, … at most 1 h. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(30 * 2 ** Math.max(0, attempts - 1), 3600);
}
