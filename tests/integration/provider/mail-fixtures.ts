import type { ExecutionContext, MessageBatch } from '@cloudflare/workers-types/index';
import { createExecutionContext, createMessageBatch, createScheduledController, getQueueResult, waitOnExecutionContext } from 'cloudflare:test';
import { unfoldIcs } from '#domain/calendar.ts';
import { toInstant, toUtcText } from '#domain/restaurant-time.ts';
import { createBookingStatements, createOutcome } from '#provider/bookings/bookings-db.ts';
import { newChangeToken } from '#provider/bookings/change-token-db.ts';
import type { ProviderBindings } from '#provider/platform/env.ts';
import worker from '#provider/index.ts';
import { outboxConsumer } from '#provider/mail/outbox-consumer.ts';
import { scheduledJobs } from '#provider/scheduled-jobs.ts';
import { MailSendError, textOfBase64, type MailAdapter, type MailAttachment } from '#provider/mail/mail-message.ts';
import { addSlot, localDateIn, uniqueTime, zoneOf } from './booking-fixtures';
import { providerEnv } from './seed-database';

/** The provider's bindings in the test Worker (wrangler.toml: MAIL_ADAPTER sandbox, OUTBOX_QUEUE). */
export const mailEnv = providerEnv as unknown as ProviderBindings;
const db = mailEnv.DB;

let addresses = 0;
/** An address no other test mails, so each test counts only its own messages. */
export const uniqueEmail = () => `diner-${Date.now()}-${++addresses}@example.com`;

export interface OutboxState {
  id: number;
  kind: string;
  sequence: number;
  status: string;
  attempts: number;
  last_error: string | null;
}

export async function outboxOf(bookingId: number): Promise<OutboxState[]> {
  const { results } = await db.prepare('SELECT id, kind, sequence, status, attempts, last_error FROM outbox WHERE booking_id = ? ORDER BY id').bind(bookingId).all<OutboxState>();
  return results;
}

export interface StoredMail {
  id: number;
  idempotency_key: string;
  from_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  attachments: MailAttachment[];
}

export async function mailsTo(email: string): Promise<StoredMail[]> {
  const { results } = await db
    .prepare('SELECT id, idempotency_key, from_address, subject, text_body, html_body, attachments_json FROM sandbox_mail WHERE to_address = ? ORDER BY id')
    .bind(email)
    .all<Omit<StoredMail, 'attachments'> & { attachments_json: string }>();
  return results.map(({ attachments_json, ...rest }) => ({ ...rest, attachments: JSON.parse(attachments_json) as MailAttachment[] }));
}

/** The unfolded content lines of a stored mail's .ics attachment. */
export function icsLinesOf(mail: StoredMail): string[] {
  const ics = mail.attachments.find((a) => a.filename.endsWith('.ics'));
  if (!ics) throw new Error('no .ics attachment');
  return unfoldIcs(textOfBase64(ics.content));
}

export const icsValue = (lines: string[], name: string) => lines.find((l) => l.startsWith(`${name}:`) || l.startsWith(`${name};`))?.replace(/^[^:]*:/, '');

/** Delivers queue messages to a consumer (the Worker's own by default) and answers what it acked and retried. */
export async function deliver(outboxIds: number[], consumer: (batch: MessageBatch<unknown>, env: ProviderBindings, ctx: ExecutionContext) => Promise<void> = worker.queue) {
  const batch = createMessageBatch('dining-outbox', outboxIds.map((id, i) => ({ id: `msg-${id}-${i}-${Math.random()}`, timestamp: new Date(), attempts: 1, body: { outbox_id: id } })));
  const ctx = createExecutionContext();
  await consumer(batch as never, mailEnv, ctx as never);
  return getQueueResult(batch, ctx);
}

/** Runs the cron: the outbox sweep and the idempotency-key purge (the Worker's own scheduled handler by default). */
export async function runCron(handler = worker.scheduled) {
  const ctx = createExecutionContext();
  await handler(createScheduledController({ cron: '*/5 * * * *' }) as never, mailEnv, ctx as never);
  await waitOnExecutionContext(ctx);
}

/** Makes the row look as old as the sweep wants (written or last tried `seconds` ago). */
export async function ageOutbox(id: number, seconds: number): Promise<void> {
  const at = `-${seconds} seconds`;
  await db
    .prepare("UPDATE outbox SET created_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now', ?2), claimed_at = CASE WHEN claimed_at IS NULL THEN NULL ELSE strftime('%Y-%m-%dT%H:%M:%fZ', 'now', ?2) END WHERE id = ?1")
    .bind(id, at)
    .run();
}

/**
 * A booking written with the route's own batch (so with its outbox row) but without announcing the row
 * on the queue: the tests then decide who relays it.
 */
export async function quietBooking(restaurant: number, email: string, locale = 'en'): Promise<{ bookingId: number; outboxId: number }> {
  const date = await localDateIn(restaurant, 3);
  const time = uniqueTime();
  const slotId = await addSlot({ restaurant, date, time, capacity: 6 });
  const timeZone = await zoneOf(restaurant);
  const code = `Q${Date.now().toString(36).toUpperCase()}${addresses}`.slice(0, 16);
  const results = await db.batch(
    createBookingStatements(
      db,
      {
        reservation_code: code, restaurant_id: restaurant, program: 'dine-asia', deal_id: null, reservation_date: date, formated_time: time, time_zone: timeZone,
        reservation_at: toUtcText(toInstant(date, time, timeZone)), reservation_seats: 2, first_name: 'Quiet', last_name: 'Diner', email,
        country_code: '65', mobile: '91234567', reservation_comment: '', slotId, forSomeoneElse: false, locale, voucherIds: [], memberId: null, siteOrigin: null,
      },
      { key: `quiet-${code}`, requestHash: 'x', responseJson: '{"booking":{}}' },
      newChangeToken(),
    ),
  );
  const outcome = createOutcome(results);
  if (outcome.kind !== 'booked' || outcome.outboxId === undefined) throw new Error(`quiet booking not made: ${outcome.kind}`);
  return { bookingId: outcome.bookingId, outboxId: outcome.outboxId };
}

/** An adapter that fails every send and counts the tries. */
export function failingAdapter(permanent = false): MailAdapter & { tries: number } {
  const adapter = {
    tries: 0,
    async send(): Promise<never> {
      adapter.tries++;
      throw new MailSendError('mail API answered 503: unavailable', permanent);
    },
  };
  return adapter;
}

export { outboxConsumer, scheduledJobs };
