import { describe, expect, it } from 'vitest';
import type { ProviderBindings } from '#provider/platform/env.ts';
import { sandboxGateway } from '#provider/payments/gateway/gateway-sandbox-routes.ts';
import { APPROVED_CARD, openCardSession } from './card-fixtures';
import { accountEnv, callProvider, signUp } from './account-fixtures';

const env = accountEnv as unknown as ProviderBindings;
const json = (body: unknown) => ({ method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
const cardOfSession = (id: string) => accountEnv.DB.prepare('SELECT card_brand, card_masked FROM sandbox_gateway_sessions WHERE id = ?').bind(id).first();

describe('the sandbox gateway\'s Hosted Session (session.js, the card fields, their check and session update)', () => {
  it('serves session.js and field.js as scripts, and a field page that runs only its own script and is framed only by the app', async () => {
    const script = await callProvider('/sandbox/gateway/session.js');
    expect(script.status).toBe(200);
    expect(script.headers.get('Content-Type')).toContain('text/javascript');
    const source = await script.text();
    for (const name of ['configure', 'onValidityChange', 'onCardTypeChange', 'updateSessionFromForm', 'setFocus']) expect(source).toContain(`${name}: function`);
    expect((await callProvider('/sandbox/gateway/field.js')).headers.get('Content-Type')).toContain('text/javascript');

    const page = await callProvider('/sandbox/gateway/field?session_id=SESSION0000000001&role=expiryMonth&label=%E6%9C%88&lang=ja');
    expect(page.status).toBe(200);
    const csp = page.headers.get('Content-Security-Policy')!;
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'self'");
    const html = await page.text();
    expect(html).toContain('<html lang="ja">');
    expect(html).toContain('aria-label="月"');
    expect(html).toContain('autocomplete="cc-exp-month"');
  });

  it('checks one field as onValidityChange reports it (cardEntryProblems, the test cards) and keeps nothing', async () => {
    const check = async (role: string, value: string) => (await callProvider('/sandbox/gateway/field-validity', json({ role, value }))).json<{ validity: unknown; card_type: unknown }>();
    expect(await check('number', '')).toEqual({ validity: { isValid: false, hasError: true, errorReason: 'EMPTY' }, card_type: { status: 'INSUFFICIENT_LENGTH' } });
    expect((await check('number', '5123 45ab')).validity).toEqual({ isValid: false, hasError: true, errorReason: 'INVALID_CHARACTERS' });
    expect((await check('number', '51234500')).validity).toEqual({ isValid: false, isIncomplete: true });
    expect((await check('number', '5123450000000009')).validity).toEqual({ isValid: false, hasError: true, errorReason: 'INVALID_VALUE' });
    expect(await check('number', '4111111111111111')).toEqual({ validity: { isValid: false, hasError: true, errorReason: 'NOT_SUPPORTED' }, card_type: { status: 'NOT_SUPPORTED' } });
    expect(await check('number', APPROVED_CARD.number)).toEqual({ validity: { isValid: true }, card_type: { status: 'SUPPORTED', brand: 'MASTERCARD' } });
    expect((await check('expiryMonth', '13')).validity).toEqual({ isValid: false, hasError: true, errorReason: 'INVALID_VALUE' });
    expect((await check('expiryYear', '3')).validity).toEqual({ isValid: false, isIncomplete: true });
    expect(await check('securityCode', '100')).toEqual({ validity: { isValid: true }, card_type: null });
  });

  it('refuses bad input with a clear error and writes nothing', async () => {
    const { token } = await signUp();
    const session = await openCardSession(token);
    for (const [path, body] of [
      ['/sandbox/gateway/field-validity', { role: 'pin', value: '1234' }],
      ['/sandbox/gateway/field-validity', { role: 'number', value: '5'.repeat(65) }],
      ['/sandbox/gateway/form-session-update', { session_id: session.session_id, number: APPROVED_CARD.number }],
      ['/sandbox/gateway/form-session-update', { ...APPROVED_CARD, session_id: 'bad id' }],
      ['/sandbox/gateway/form-session-update', { ...APPROVED_CARD, session_id: session.session_id, name: 'extra' }],
    ] as const) {
      const answer = await callProvider(path, json(body));
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect((await answer.json<{ errors: string[] }>()).errors[0]).toBe('The request is incomplete or not valid.');
    }
    expect((await callProvider('/sandbox/gateway/field?session_id=SESSION0000000001&role=pin&label=PIN')).status).toBe(400);
    expect(await cardOfSession(session.session_id)).toEqual({ card_brand: null, card_masked: null });
  });

  it('puts an approved card in the session (masked), answering formSessionUpdate\'s ok', async () => {
    const { token } = await signUp();
    const session = await openCardSession(token);
    const answer = await callProvider('/sandbox/gateway/form-session-update', json({ session_id: session.session_id, ...APPROVED_CARD }));
    const text = await answer.text();
    expect(JSON.parse(text)).toEqual({
      status: 'ok',
      session: { id: session.session_id, updateStatus: 'SUCCESS' },
      sourceOfFunds: { provided: { card: { brand: 'MASTERCARD', scheme: 'MASTERCARD', number: '51234500xxxx0008', expiry: { month: '1', year: '39' } } } },
    });
    expect(text).not.toContain(APPROVED_CARD.number);
    expect(await cardOfSession(session.session_id)).toEqual({ card_brand: 'MASTERCARD', card_masked: '51234500xxxx0008' });
  });

  it('is refused, with nothing written, when the provider runs another gateway', async () => {
    const { token } = await signUp();
    const session = await openCardSession(token);
    const mpgs = { ...env, PAYMENT_GATEWAY_ADAPTER: 'mpgs' };
    for (const path of ['/sandbox/gateway/session.js', '/sandbox/gateway/field.js', `/sandbox/gateway/field?session_id=${session.session_id}&role=number&label=Card`]) {
      expect((await sandboxGateway.request(path, {}, mpgs)).status, path).toBe(404);
    }
    const update = await sandboxGateway.request('/sandbox/gateway/form-session-update', json({ session_id: session.session_id, ...APPROVED_CARD }), mpgs);
    expect(update.status).toBe(404);
    expect(((await update.json()) as { errors: string[] }).errors[0]).toBe('The sandbox payment gateway is not in use here.');
    expect(await cardOfSession(session.session_id)).toEqual({ card_brand: null, card_masked: null });
  });
});
