import { env, exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { sandboxMailListSchema, sandboxSmsListSchema } from '#domain/contract/sandbox-mail.ts';

const call = (path: string) => exports.default.fetch(new Request(`https://app.test${path}`));
const base64 = (text: string) => btoa(String.fromCharCode(...new TextEncoder().encode(text)));

/** A message as the provider's sandbox adapter stores it (same D1 as the provider Worker). */
async function storeMail(to: string, subject: string): Promise<number> {
  const attachments = [{ filename: 'booking-ABC12345.ics', content_type: 'text/calendar; charset=utf-8; method=REQUEST', content: base64('BEGIN:VCALENDAR\r\nSUMMARY:海港\r\nEND:VCALENDAR\r\n') }];
  const row = await env.DB.prepare(
    `INSERT INTO sandbox_mail (idempotency_key, from_address, to_address, subject, text_body, html_body, attachments_json)
     VALUES (?, 'Dining <b@example.com>', ?, ?, 'Hello <script>alert(1)</script>', '<p>Hello</p>', ?) RETURNING id`,
  ).bind(`edge-test-${crypto.randomUUID()}`, to, subject, JSON.stringify(attachments)).first<{ id: number }>();
  return row!.id;
}

describe('dev outbox', () => {
  it('lists the sandbox mailbox as JSON, filtered by recipient', async () => {
    const to = `dev-${crypto.randomUUID()}@example.com`;
    const id = await storeMail(to, 'Booking confirmed: Harbour Palace');
    const response = await call(`/api/dev/outbox.json?to=${encodeURIComponent(to)}`);
    expect(response.status).toBe(200);
    const { messages } = sandboxMailListSchema.parse(await response.json());
    expect(messages).toEqual([expect.objectContaining({ id, to, subject: 'Booking confirmed: Harbour Palace' })]);
    expect((await call('/api/dev/outbox.json?to=x')).status).toBe(400);
  });

  it('renders an escaped HTML page with a strict CSP and a download link for the .ics', async () => {
    const to = `dev-${crypto.randomUUID()}@example.com`;
    const id = await storeMail(to, 'Subject <img src=x onerror=alert(1)>');
    const page = await call(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('Content-Type')).toContain('text/html');
    expect(page.headers.get('Content-Security-Policy')).toContain("default-src 'none'");
    const html = await page.text();
    expect(html).toContain('Subject &lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('Hello &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('<script>');
    expect(html).toContain(`href="/api/dev/outbox/${id}/ics"`);

    const ics = await call(`/api/dev/outbox/${id}/ics`);
    expect(ics.status).toBe(200);
    expect(ics.headers.get('Content-Type')).toBe('text/calendar; charset=utf-8');
    expect(ics.headers.get('Content-Disposition')).toBe('attachment; filename="booking-ABC12345.ics"');
    expect(await ics.text()).toContain('SUMMARY:海港');
    expect((await call('/api/dev/outbox/99999999/ics')).status).toBe(404);
  });
});

describe('dev SMS outbox', () => {
  it('lists the texts and calls the sandbox SMS adapter sent, filtered by number; a malformed number is a 400', async () => {
    const to = `+6580${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`;
    await env.DB.prepare("INSERT INTO sandbox_sms (idempotency_key, channel, to_number, body) VALUES (?, 'voice', ?, 'Your verification code is 4821.')").bind(`edge-test-${crypto.randomUUID()}`, to).run();
    const response = await call(`/api/dev/sms.json?to=${encodeURIComponent(to)}`);
    expect(response.status).toBe(200);
    const { messages } = sandboxSmsListSchema.parse(await response.json());
    expect(messages).toEqual([expect.objectContaining({ channel: 'voice', to_number: to, body: 'Your verification code is 4821.' })]);
    expect((await call('/api/dev/sms.json?to=6580000000')).status).toBe(400);
  });
});
