import { exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { domainMessages } from '#domain/messages.ts';
import { getI18n } from '#lib/i18n/get-i18n.ts';
import { STAND_IN_HEADER } from './test-worker';

type ErrorBody = { errors: string[]; full_messages: string[]; code: string };

const call = (provider: string, path: string, init: RequestInit = {}) =>
  exports.default.fetch(new Request(`https://app.test${path}`, { ...init, headers: { 'Accept-Language': 'ja', [STAND_IN_HEADER]: provider, ...init.headers } }));
const post = (body: unknown, headers: Record<string, string> = {}) => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'same-origin', ...headers },
  body: JSON.stringify(body),
});
const booking = {
  program: 'dine-asia', date: '2031-03-14', time: '19:00', party_size: 2, first_name: 'Mei', last_name: 'Tan',
  email: 'mei@example.com', country_code: '65', mobile: '91234567', consent: true,
};
const createBooking = (provider: string) => call(provider, '/api/restaurants/1/books', post(booking, { 'Idempotency-Key': `outage-${provider}-key` }));

const unavailableInJapanese = getI18n('ja')._(domainMessages.providerUnavailable);

/** The spec's error shape, JSON, with the provider-unavailable message in Japanese. */
async function expectOutageBody(response: Response): Promise<void> {
  expect(response.headers.get('Content-Type')).toMatch(/^application\/json/);
  const body = (await response.json()) as ErrorBody;
  expect(body).toEqual({ errors: [unavailableInJapanese], full_messages: [unavailableInJapanese], code: 'provider_unavailable' });
  expect(body.errors[0]).not.toBe(getI18n('en')._(domainMessages.providerUnavailable));
}

describe('the edge API while the provider is down', () => {
  for (const provider of ['refuses', 'hangs', 'crashes', 'answers-503-text']) {
    it(`a booking create answers a JSON 503 with Retry-After when the provider ${provider}`, async () => {
      const response = await createBooking(provider);
      expect(response.status).toBe(503);
      expect(Number(response.headers.get('Retry-After'))).toBeGreaterThan(0);
      await expectOutageBody(response);
    });
  }

  for (const provider of ['answers-500', 'answers-html-404']) {
    it(`a booking create answers a JSON 502 when the provider ${provider}`, async () => {
      const response = await createBooking(provider);
      expect(response.status).toBe(502);
      expect(response.headers.get('Retry-After')).toBeNull();
      await expectOutageBody(response);
    });
  }

  it('an answer outside the contract is a JSON 502, not passed on', async () => {
    const response = await call('answers-garbage', '/api/restaurants/1/availability?program=dine-asia');
    expect(response.status).toBe(502);
    await expectOutageBody(response);
  });

  // Every kind of route: relayed answers, parsed answers, the program config cache, images, a dev HTML page.
  for (const [name, path, init] of [
    ['availability', '/api/restaurants/1/availability?program=dine-asia', {}],
    ['panel slots (program config first)', '/api/restaurants/1/panel-slots?program=dine-asia&date=2031-03-14', {}],
    ['booking lookup', '/api/books/lookup', post({ reservation_code: 'ABCDEF12', country_code: '65', mobile: '91234567' })],
    ['booking read', '/api/books/7?reservation_code=ABCDEF12', {}],
    ['group request', '/api/group_requests/ABCDEF12', {}],
    ['sign-in', '/api/account/sign-in?program=dine-asia', post({ account: 'demo@example.com', password: 'dining123' })],
    ['account options', '/api/account/options?program=dine-asia', {}],
    ['image', '/api/images/restaurants/1/cover.svg', {}],
    ['dev outbox page', '/api/dev/outbox', {}],
  ] as const) {
    it(`${name}: a JSON 503 with Retry-After when nobody answers, a JSON 502 for a 500`, async () => {
      const refused = await call('refuses', path, init);
      expect(refused.status).toBe(503);
      expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
      await expectOutageBody(refused);
      const failed = await call('answers-500', path, init);
      expect(failed.status).toBe(502);
      await expectOutageBody(failed);
    });
  }
});

describe('API errors that never reach the provider are JSON in the error shape too', () => {
  for (const [name, path, init, status] of [
    ['OPTIONS', '/api/health', { method: 'OPTIONS' }, 404],
    ['a method the path does not take', '/api/restaurants/1/availability?program=dine-asia', { method: 'DELETE', headers: { 'Sec-Fetch-Site': 'same-origin', 'Content-Type': 'application/json' } }, 404],
    ['an unknown path', '/api/nothing-here', {}, 404],
    ['a body over the limit', '/api/terms/accept', post({ program: 'x'.repeat(100 * 1024) }), 413],
  ] as const) {
    it(`${name}: ${status}, localized`, async () => {
      const response = await call('refuses', path, init);
      expect(response.status).toBe(status);
      expect(response.headers.get('Content-Type')).toMatch(/^application\/json/);
      const body = (await response.json()) as ErrorBody;
      expect(body.errors).toEqual(body.full_messages);
      expect(body.errors[0]).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
    });
  }
});
