import { describe, expect, it } from 'vitest';
import { httpMailAdapter } from '#provider/mail/http-mail.ts';
import { base64OfText, MailSendError, type MailMessage } from '#provider/mail/mail-message.ts';

const message: MailMessage = {
  from: 'Dining <bookings@example.com>',
  to: 'jane@example.com',
  subject: 'Booking confirmed',
  text: 'Hello',
  html: '<p>Hello</p>',
  attachments: [{ filename: 'booking.ics', content_type: 'text/calendar; charset=utf-8; method=REQUEST', content: base64OfText('BEGIN:VCALENDAR\r\n') }],
};

/** A fetch that records each request and answers with the given statuses in turn (or throws). */
function recordingFetch(answers: (number | Error)[]) {
  const requests: { url: string; method: string; headers: Headers; body: unknown }[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    requests.push({ url: String(input), method: init?.method ?? 'GET', headers: new Headers(init?.headers), body: JSON.parse(String(init?.body)) });
    const answer = answers[requests.length - 1] ?? 200;
    if (answer instanceof Error) throw answer;
    return new Response(JSON.stringify({ id: 'msg_1' }), { status: answer });
  };
  return { fetch: fetch as typeof globalThis.fetch, requests };
}

const adapter = (fetch: typeof globalThis.fetch) => httpMailAdapter({ url: 'https://mail.example/emails', apiKey: 'key-123', fetch });

describe('HTTP mail adapter', () => {
  it('POSTs the message as JSON with the bearer key and the idempotency key', async () => {
    const recorder = recordingFetch([200]);
    expect(await adapter(recorder.fetch).send(message, 'outbox-7')).toBe('sent');
    const [request] = recorder.requests;
    expect(request).toMatchObject({ url: 'https://mail.example/emails', method: 'POST' });
    expect(request!.headers.get('Authorization')).toBe('Bearer key-123');
    expect(request!.headers.get('Idempotency-Key')).toBe('outbox-7');
    expect(request!.headers.get('Content-Type')).toBe('application/json');
    expect(request!.body).toEqual(message);
  });

  it('reads 409 as already sent, other 4xx as permanent, 5xx/429/network as retryable', async () => {
    expect(await adapter(recordingFetch([409]).fetch).send(message, 'k')).toBe('already_sent');
    const failure = async (answer: number | Error) => adapter(recordingFetch([answer]).fetch).send(message, 'k').catch((e: unknown) => e);
    for (const [answer, permanent] of [[422, true], [400, true], [401, true], [500, false], [503, false], [429, false], [new TypeError('network'), false]] as const) {
      const error = await failure(answer);
      expect(error).toBeInstanceOf(MailSendError);
      expect((error as MailSendError).permanent).toBe(permanent);
    }
  });

  it('refuses a configuration without an https URL or a key', () => {
    expect(() => httpMailAdapter({ url: 'http://mail.example', apiKey: 'k' })).toThrow();
    expect(() => httpMailAdapter({ url: 'https://mail.example', apiKey: '' })).toThrow();
  });
});
