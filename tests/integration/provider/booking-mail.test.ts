import { describe, expect, it } from 'vitest';
import { bookingCreatedSchema } from '#domain/contract/booking.ts';
import { sandboxMailListSchema } from '#domain/contract/sandbox-mail.ts';
import { providerApp } from '#provider/index.ts';
import { icsDateTime } from '#domain/calendar.ts';
import { formatInZone, toInstant } from '#domain/restaurant-time.ts';
import { formatWallTime } from '#domain/time-format.ts';
import { MAX_SEND_ATTEMPTS } from '#provider/mail/relay-outbox.ts';
import { addSlot, bookingBody, createBooking, localDateIn, newKey, slotSeats, uniqueTime } from './booking-fixtures';
import { signedProviderRequest } from '#tests/integration/signed-provider-request.ts';
import { callProvider, testClientIp } from './call-provider';
import {
  ageOutbox, deliver, failingAdapter, icsLinesOf, icsValue, mailEnv, mailsTo, outboxConsumer, outboxOf, quietBooking, runCron, scheduledJobs, uniqueEmail,
} from './mail-fixtures';

const R = 2;
const db = mailEnv.DB;

async function book(email: string, overrides: Record<string, unknown> = {}, locale?: string) {
  const date = await localDateIn(R, 3);
  const time = uniqueTime();
  const slotId = await addSlot({ restaurant: R, date, time, capacity: 6 });
  const response = await createBooking(R, bookingBody({ date, time, email, ...overrides }), newKey(), locale);
  expect(response.status).toBe(201);
  return { slotId, booking: bookingCreatedSchema.parse(await response.json()).booking };
}

const cancel = (id: number, code: string) => callProvider(`/public/books/${id}?reservation_code=${code}`, { method: 'DELETE' });

async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 8000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('the confirmation e-mail', () => {
  it('writes one outbox row with the booking, and the queue relays it as one e-mail with an .ics', async () => {
    const email = uniqueEmail();
    const { booking } = await book(email, { special_requests: 'A <b>quiet</b> table & "no" nuts', party_size: 3 });
    const rows = await outboxOf(booking.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'booking_confirmed', sequence: 0 });

    // The real queue (wrangler.toml's producer and consumer) delivers the announcement by itself.
    const mails = await waitFor(() => mailsTo(email), (m) => m.length > 0);
    expect(mails).toHaveLength(1);
    expect((await outboxOf(booking.id))[0]).toMatchObject({ status: 'sent', attempts: 1 });
    const [mail] = mails;
    expect(mail!.idempotency_key).toBe(`outbox-${rows[0]!.id}`);
    expect(mail!.subject).toMatch(/^Booking confirmed: .+, .+ at .+$/);
    expect(mail!.text_body).toContain(`Reservation code: ${booking.reservation_code}`);
    expect(mail!.text_body).toContain('Party size: 3 guests');
    expect(mail!.text_body).toContain(`http://localhost:8787/reservations/${booking.id}/manage?program=dine-asia&reservation_code=${booking.reservation_code}&lang=en`);
    const when = formatInZone(new Date(booking.reservation_at), booking.time_zone, 'en');
    expect(mail!.text_body).toContain(`Date: ${when.date}`);
    expect(mail!.text_body).toContain(`Time: ${when.time}`);
    // The same rule as the booking panel: the slot's wall time in the booking's language.
    expect(when.time).toBe(formatWallTime(booking.formated_time, 'en'));
    // The sender name is the program's, in the booking's language.
    expect(mail!.from_address).toBe('"Dine Asia" <bookings@dining.invalid>');
    // Inserted values are escaped in the HTML body.
    expect(mail!.html_body).toContain('A &lt;b&gt;quiet&lt;/b&gt; table &amp; &quot;no&quot; nuts');
    expect(mail!.html_body).not.toContain('<b>quiet</b>');

    const ics = icsLinesOf(mail!);
    expect(ics).toContain('METHOD:REQUEST');
    expect(icsValue(ics, 'UID')).toBe(`booking-${booking.id}@localhost`);
    expect(icsValue(ics, 'SEQUENCE')).toBe('0');
    expect(icsValue(ics, 'DTSTART')).toBe(icsDateTime(new Date(booking.reservation_at)));
    expect(icsValue(ics, 'DTEND')).toBe(icsDateTime(new Date(Date.parse(booking.reservation_at) + 2 * 3600_000)));
    expect(icsValue(ics, 'DESCRIPTION')).toContain(booking.reservation_code);
  });

  it('sends one e-mail when the same message is delivered twice and the sweep runs after', async () => {
    const email = uniqueEmail();
    const { outboxId } = await quietBooking(R, email);
    const first = await deliver([outboxId, outboxId]);
    expect(first.explicitAcks).toHaveLength(2);
    expect(first.retryMessages).toHaveLength(0);
    await deliver([outboxId]);
    await ageOutbox(outboxId, 3600);
    await runCron();
    expect(await mailsTo(email)).toHaveLength(1);
    expect(await db.prepare('SELECT status, attempts FROM outbox WHERE id = ?').bind(outboxId).first()).toEqual({ status: 'sent', attempts: 1 });
  });

  it('sends one e-mail when the sweep and two queue deliveries race for the row', async () => {
    const email = uniqueEmail();
    const { outboxId } = await quietBooking(R, email);
    await ageOutbox(outboxId, 3600);
    await Promise.all([deliver([outboxId]), runCron(), deliver([outboxId])]);
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it('keeps a row unsent while the adapter fails, retries with backoff, and a later sweep sends it once', async () => {
    const email = uniqueEmail();
    const { bookingId, outboxId } = await quietBooking(R, email);
    const failing = failingAdapter();
    const result = await deliver([outboxId], outboxConsumer(() => failing));
    expect(failing.tries).toBe(1);
    expect(result.explicitAcks).toHaveLength(0);
    expect(result.retryMessages).toHaveLength(1);
    expect((await outboxOf(bookingId))[0]).toMatchObject({ status: 'pending', attempts: 1, last_error: 'mail API answered 503: unavailable' });
    expect(await mailsTo(email)).toHaveLength(0);

    // A sweep right away leaves it alone (tried less than a minute ago); a later one sends it.
    await runCron();
    expect(await mailsTo(email)).toHaveLength(0);
    await ageOutbox(outboxId, 120);
    await runCron();
    await runCron();
    expect(await mailsTo(email)).toHaveLength(1);
    expect((await outboxOf(bookingId))[0]).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('gives a row up as failed after the bounded attempts, and at once on a permanent refusal', async () => {
    const email = uniqueEmail();
    const { bookingId, outboxId } = await quietBooking(R, email);
    const failing = failingAdapter();
    for (let i = 0; i < MAX_SEND_ATTEMPTS + 2; i++) {
      await ageOutbox(outboxId, 3600);
      await runCron(scheduledJobs(() => failing));
    }
    expect(failing.tries).toBe(MAX_SEND_ATTEMPTS);
    expect((await outboxOf(bookingId))[0]).toMatchObject({ status: 'failed', attempts: MAX_SEND_ATTEMPTS });
    // A failed row is not swept again, and a late queue delivery is acked without sending.
    await ageOutbox(outboxId, 3600);
    await runCron();
    expect((await deliver([outboxId])).explicitAcks).toHaveLength(1);
    expect(await mailsTo(email)).toHaveLength(0);

    const other = await quietBooking(R, uniqueEmail());
    const refused = failingAdapter(true);
    const result = await deliver([other.outboxId], outboxConsumer(() => refused));
    expect(result.explicitAcks).toHaveLength(1);
    expect((await outboxOf(other.bookingId))[0]).toMatchObject({ status: 'failed', attempts: 1 });
  });

  it('takes over a claim left by a sender that died mid-send, once it is stale', async () => {
    const email = uniqueEmail();
    const { outboxId } = await quietBooking(R, email);
    await db.prepare("UPDATE outbox SET status = 'sending', attempts = 1, claimed_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ?").bind(outboxId).run();
    await runCron();
    expect(await mailsTo(email)).toHaveLength(0);
    await ageOutbox(outboxId, 600);
    await runCron();
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it('writes no outbox row when the booking batch fails on a full slot, nor on an idempotent replay', async () => {
    const before = (await db.prepare('SELECT COUNT(*) AS n FROM outbox').first<{ n: number }>())!.n;
    const date = await localDateIn(R, 3);
    const time = uniqueTime();
    await addSlot({ restaurant: R, date, time, capacity: 2, booked: 1 });
    // The pre-check passes for 1 seat; 5 parallel requests race for it and only one batch commits.
    const responses = await Promise.all(Array.from({ length: 5 }, () => createBooking(R, bookingBody({ date, time, party_size: 1, email: uniqueEmail() }))));
    expect(responses.filter((r) => r.status === 201)).toHaveLength(1);
    const after = (await db.prepare('SELECT COUNT(*) AS n FROM outbox').first<{ n: number }>())!.n;
    expect(after - before).toBe(1);

    const email = uniqueEmail();
    const slotTime = uniqueTime();
    await addSlot({ restaurant: R, date, time: slotTime, capacity: 6 });
    const key = newKey();
    const body = bookingBody({ date, time: slotTime, email });
    const first = await createBooking(R, body, key);
    const replay = await createBooking(R, body, key);
    expect(replay.headers.get('Idempotent-Replayed')).toBe('true');
    const { booking } = bookingCreatedSchema.parse(await first.json());
    expect(await outboxOf(booking.id)).toHaveLength(1);
  });

  it('sends a cancellation with the same UID, SEQUENCE 1 and METHOD:CANCEL; a double cancel writes one row and releases once', async () => {
    const email = uniqueEmail();
    const { booking, slotId } = await book(email, { party_size: 2 });
    const [a, b] = await Promise.all([cancel(booking.id, booking.reservation_code), cancel(booking.id, booking.reservation_code)]);
    expect([a!.status, b!.status].sort()).toEqual([200, 409]);
    expect((await cancel(booking.id, booking.reservation_code)).status).toBe(409);
    expect((await slotSeats(slotId)).booked).toBe(0);
    const rows = await outboxOf(booking.id);
    expect(rows.map((r) => [r.kind, r.sequence])).toEqual([['booking_confirmed', 0], ['booking_cancelled', 1]]);

    const mails = await waitFor(() => mailsTo(email), (m) => m.length >= 2);
    await deliver(rows.map((r) => r.id));
    expect(await mailsTo(email)).toHaveLength(2);
    const cancelled = mails.find((m) => m.subject.startsWith('Booking cancelled'))!;
    const confirmed = mails.find((m) => m.subject.startsWith('Booking confirmed'))!;
    const ics = icsLinesOf(cancelled);
    expect(ics).toContain('METHOD:CANCEL');
    expect(ics).toContain('STATUS:CANCELLED');
    expect(icsValue(ics, 'SEQUENCE')).toBe('1');
    expect(icsValue(ics, 'UID')).toBe(icsValue(icsLinesOf(confirmed), 'UID'));
    expect(cancelled.text_body).not.toContain('/manage?');
  });

  it('says in each e-mail what the booking was at that change, though a modify and a cancel came before the relay', async () => {
    const email = uniqueEmail();
    const date = await localDateIn(R, 3);
    const [firstTime, movedTime] = [uniqueTime(), uniqueTime()];
    await addSlot({ restaurant: R, date, time: firstTime, capacity: 6 });
    await addSlot({ restaurant: R, date, time: movedTime, capacity: 6 });
    // Without the queue the rows wait, so all three changes are made before anything is relayed.
    const withoutQueue = { ...mailEnv, OUTBOX_QUEUE: undefined };
    const call = async (path: string, method: string, body?: unknown, key?: string) => {
      const init = { method, headers: { 'Content-Type': 'application/json', ...(key ? { 'Idempotency-Key': key } : {}) }, body: body === undefined ? undefined : JSON.stringify(body) };
      const request = await signedProviderRequest(`https://provider.test${path}`, init, { clientIp: testClientIp(), siteOrigin: null }, mailEnv.SERVICE_KEYS!);
      return providerApp.request(request, {}, withoutQueue);
    };
    const created = await call(`/public/restaurants/${R}/books`, 'POST', bookingBody({ date, time: firstTime, party_size: 2, email }), newKey());
    expect(created.status).toBe(201);
    const { booking } = bookingCreatedSchema.parse(await created.json());
    const path = `/public/books/${booking.id}?reservation_code=${booking.reservation_code}`;
    expect((await call(path, 'PUT', { date, time: movedTime, party_size: 4 })).status).toBe(200);
    expect((await call(path, 'DELETE')).status).toBe(200);
    const rows = await outboxOf(booking.id);
    expect(rows.map((r) => [r.kind, r.sequence, r.status])).toEqual([['booking_confirmed', 0, 'pending'], ['booking_updated', 1, 'pending'], ['booking_cancelled', 2, 'pending']]);

    await deliver(rows.map((r) => r.id));
    const [confirmation, update, cancellation] = await mailsTo(email);
    const first = toInstant(date, firstTime, booking.time_zone);
    const moved = toInstant(date, movedTime, booking.time_zone);
    const expectations = [
      { mail: confirmation, subject: 'Booking confirmed', at: first, guests: 2, sequence: '0', method: 'REQUEST' },
      { mail: update, subject: 'Booking changed', at: moved, guests: 4, sequence: '1', method: 'REQUEST' },
      { mail: cancellation, subject: 'Booking cancelled', at: moved, guests: 4, sequence: '2', method: 'CANCEL' },
    ];
    for (const e of expectations) {
      expect(e.mail!.subject.startsWith(e.subject), e.subject).toBe(true);
      expect(e.mail!.text_body).toContain(`Time: ${formatInZone(e.at, booking.time_zone, 'en').time}`);
      expect(e.mail!.text_body).toContain(`Party size: ${e.guests} guests`);
      const ics = icsLinesOf(e.mail!);
      expect(icsValue(ics, 'DTSTART'), e.subject).toBe(icsDateTime(e.at));
      expect(icsValue(ics, 'SEQUENCE')).toBe(e.sequence);
      expect(ics).toContain(`METHOD:${e.method}`);
    }
  });

  it('writes a zh booking’s e-mail through the zh locale (dates formatted for zh-CN)', async () => {
    const email = uniqueEmail();
    const { booking } = await book(email, {}, 'zh');
    expect((await db.prepare('SELECT locale FROM bookings WHERE id = ?').bind(booking.id).first<{ locale: string }>())!.locale).toBe('zh');
    const [mail] = await waitFor(() => mailsTo(email), (m) => m.length > 0);
    const when = formatInZone(new Date(booking.reservation_at), booking.time_zone, 'zh-CN');
    expect(when.date).toMatch(/年.*月.*日/);
    expect(mail!.text_body).toContain(when.date);
    expect(mail!.text_body).toContain('lang=zh');
    const zhName = await db.prepare("SELECT name FROM restaurant_texts WHERE restaurant_id = ? AND locale = 'zh'").bind(R).first<{ name: string }>();
    if (zhName) expect(mail!.text_body).toContain(zhName.name);
    expect(mail!.from_address).toBe('"亚洲美食之旅" <bookings@dining.invalid>');
  });

  it('writes a ja booking’s time as the ja booking panel does (24-hour), from the program’s ja name', async () => {
    const email = uniqueEmail();
    const { booking } = await book(email, {}, 'ja');
    const [mail] = await waitFor(() => mailsTo(email), (m) => m.length > 0);
    expect(mail!.text_body).toContain(formatWallTime(booking.formated_time, 'ja'));
    expect(formatWallTime(booking.formated_time, 'ja')).toBe(booking.formated_time);
    expect(mail!.from_address).toBe('"ダイン・アジア" <bookings@dining.invalid>');
  });
});

describe('the sandbox mailbox routes', () => {
  it('lists stored messages newest first, filters by recipient, and serves the .ics', async () => {
    const email = uniqueEmail();
    const first = await quietBooking(R, email);
    const second = await quietBooking(R, email);
    await deliver([first.outboxId, second.outboxId]);
    const response = await callProvider(`/sandbox/mail?to=${encodeURIComponent(email)}`);
    expect(response.status).toBe(200);
    const { messages } = sandboxMailListSchema.parse(await response.json());
    expect(messages.map((m) => m.idempotency_key)).toEqual([`outbox-${second.outboxId}`, `outbox-${first.outboxId}`]);
    expect(messages.every((m) => m.to === email)).toBe(true);
    expect(messages[0]!.attachments).toEqual([expect.objectContaining({ content_type: expect.stringContaining('text/calendar') })]);

    const ics = await callProvider(`/sandbox/mail/${messages[0]!.id}/ics`);
    expect(ics.status).toBe(200);
    expect(ics.headers.get('Content-Type')).toContain('text/calendar');
    expect(ics.headers.get('Content-Disposition')).toMatch(/^attachment; filename="booking-[A-Z0-9]+\.ics"$/);
    expect(await ics.text()).toContain(`UID:booking-${second.bookingId}@localhost`);

    expect((await callProvider('/sandbox/mail/99999999/ics')).status).toBe(404);
    expect((await callProvider('/sandbox/mail/abc/ics')).status).toBe(400);
    expect((await callProvider(`/sandbox/mail?to=${'x'.repeat(300)}`)).status).toBe(400);
  });

  it('is not there where local development did not turn the sandboxes on', async () => {
    const request = () => signedProviderRequest('https://provider.test/sandbox/mail', {}, { clientIp: null, siteOrigin: null }, mailEnv.SERVICE_KEYS!);
    expect((await providerApp.request(await request(), {}, mailEnv)).status).toBe(200);
    expect((await providerApp.request(await request(), {}, { ...mailEnv, LOCAL_SANDBOXES: undefined })).status).toBe(404);
    expect((await providerApp.request(await request(), {}, { ...mailEnv, LOCAL_SANDBOXES: 'off' })).status).toBe(404);
  });
});
