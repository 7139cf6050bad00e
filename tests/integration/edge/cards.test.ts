import { exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { callEdge as call, sameOrigin } from './support/call-edge';
import { updateSessionFromFields } from './support/hosted-fields';
import { APP, hiddenFields, submitPageForm } from './support/page-forms';

const PROGRAM = 'dine-asia';
const SET_MEMBER_COOKIE = /^__Host-dining_member=([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+);/;
const device = { browser: 'Mozilla/5.0', language: 'en', color_depth: 24, screen_height: 800, screen_width: 1280, time_zone_offset_minutes: 0 };

async function signIn(): Promise<Record<string, string>> {
  const response = await call(`/api/account/sign-in?program=${PROGRAM}`, sameOrigin('POST', { account: 'demo@example.com', password: 'dining123' }));
  expect(response.status).toBe(200);
  return { Cookie: `__Host-dining_member=${(response.headers.get('Set-Cookie') ?? '').match(SET_MEMBER_COOKIE)![1]}` };
}

describe('My cards through the app (/api/cards and the sandbox gateway pages)', () => {
  it('a member opens a hosted session, types the card in the gateway\'s fields, passes 3-D Secure, and the card is saved and removed', async () => {
    const member = await signIn();
    const opened = await call('/api/cards/session', sameOrigin('POST', { program: PROGRAM }, member));
    expect(opened.status).toBe(200);
    const session = (await opened.json()) as { session_id: string; order_id: string; js_url: string };
    expect(session.js_url).toBe('/api/sandbox/gateway/session.js');

    const script = await exports.default.fetch(new Request(`${APP}${session.js_url}`));
    expect(script.status).toBe(200);
    expect(script.headers.get('Content-Type')).toContain('text/javascript');
    expect(await script.text()).toContain('window.PaymentSession');
    const field = await exports.default.fetch(new Request(`${APP}/api/sandbox/gateway/field?session_id=${session.session_id}&role=number&label=Card%20number`));
    expect(field.status).toBe(200);
    expect(field.headers.get('Content-Security-Policy')).toContain("frame-ancestors 'self'");
    expect(await field.text()).toContain('aria-label="Card number"');
    const typed = await updateSessionFromFields(session.session_id, { number: '5123 4500 0000 0008', expiry_month: '01', expiry_year: '39', security_code: '100' });
    expect(typed).toEqual({ status: 200, body: expect.objectContaining({ status: 'ok' }) });
    const back = `/my-cards?program=${PROGRAM}&card_session=${session.session_id}&card_order=${session.order_id}`;

    const threeDs = await call('/api/cards/three-ds', sameOrigin('POST', { program: PROGRAM, session_id: session.session_id, auth_back_url: `${APP}${back}&card_3ds=1`, device }, member));
    expect(threeDs.status).toBe(200);
    const { redirect_html } = (await threeDs.json()) as { redirect_html: string };
    const challengeUrl = /action="([^"]+)"/.exec(redirect_html)![1]!.replaceAll('&amp;', '&');
    const challenge = await exports.default.fetch(new Request(`${APP}${challengeUrl}`));
    expect(challenge.status).toBe(200);
    const answered = await submitPageForm('/api/sandbox/gateway/challenge', { ...hiddenFields(await challenge.text()), result: 'authenticated' });
    expect(answered.status).toBe(303);
    expect(answered.headers.get('Location')).toBe(`${APP}${back}&card_3ds=1`);

    const saved = await call('/api/cards', sameOrigin('POST', { program: PROGRAM, session_id: session.session_id, order_id: session.order_id }, member));
    expect(saved.status).toBe(201);
    const { bank_card } = (await saved.json()) as { bank_card: { id: number; last4: string } };
    expect(bank_card.last4).toBe('0008');
    const list = (await (await call(`/api/cards?program=${PROGRAM}`, { headers: member })).json()) as { bank_cards: { id: number }[] };
    expect(list.bank_cards.map((card) => card.id)).toContain(bank_card.id);
    const removed = await call(`/api/cards/${bank_card.id}?program=${PROGRAM}`, { method: 'DELETE', headers: { ...member, 'Sec-Fetch-Site': 'same-origin', 'Content-Type': 'application/json' } });
    expect(removed.status).toBe(200);
  });

  it('signed out is 401, a card number is no field of the app’s card calls, and the gateway takes cards only from the app\'s origin', async () => {
    const signedOut = await call(`/api/cards?program=${PROGRAM}`, { headers: { 'Accept-Language': 'fr' } });
    expect(signedOut.status).toBe(401);
    const member = await signIn();
    const withNumber = await call('/api/cards', sameOrigin('POST', { program: PROGRAM, session_id: 'SESSION12345678', order_id: 'card-12345678', card_number: '5123450000000008' }, member));
    expect(withNumber.status).toBe(400);
    const card = { session_id: 'SESSION12345678', number: '5123450000000008', expiry_month: '01', expiry_year: '39', security_code: '100' };
    const crossSite = await call('/api/sandbox/gateway/form-session-update', { method: 'POST', headers: { 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'cross-site', Origin: 'https://evil.example' }, body: JSON.stringify(card) });
    expect(crossSite.status).toBe(403);
    const asForm = await submitPageForm('/api/sandbox/gateway/form-session-update', card);
    expect(asForm.status).toBe(415);
  });
});
