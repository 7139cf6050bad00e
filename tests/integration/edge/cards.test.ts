import { exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { callEdge as call, sameOrigin } from './support/call-edge';
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
  it('a member opens a hosted session, types the card on the gateway page, passes 3-D Secure, and the card is saved and removed', async () => {
    const member = await signIn();
    const opened = await call('/api/cards/session', sameOrigin('POST', { program: PROGRAM }, member));
    expect(opened.status).toBe(200);
    const session = (await opened.json()) as { session_id: string; order_id: string; hosted_page_url: string };
    expect(session.hosted_page_url).toMatch(/^\/api\/sandbox\/gateway\/card\?/);

    const page = await exports.default.fetch(new Request(`${APP}${session.hosted_page_url}`));
    expect(page.status).toBe(200);
    expect(page.headers.get('Content-Security-Policy')).toContain("frame-ancestors 'none'");
    const pageHtml = await page.text();
    expect(pageHtml).not.toContain('<script');
    const typed = await submitPageForm('/api/sandbox/gateway/card', { ...hiddenFields(pageHtml), number: '5123 4500 0000 0008', expiry_month: '01', expiry_year: '39', security_code: '100' });
    expect(typed.status).toBe(303);
    const back = typed.headers.get('Location')!;
    expect(back).toBe(`/my-cards?program=${PROGRAM}&card_session=${session.session_id}&card_order=${session.order_id}`);

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

  it('signed out is 401, a card number is no field of the app’s card calls, and the gateway pages take forms only from the app', async () => {
    const signedOut = await call(`/api/cards?program=${PROGRAM}`, { headers: { 'Accept-Language': 'fr' } });
    expect(signedOut.status).toBe(401);
    const member = await signIn();
    const withNumber = await call('/api/cards', sameOrigin('POST', { program: PROGRAM, session_id: 'SESSION12345678', order_id: 'card-12345678', card_number: '5123450000000008' }, member));
    expect(withNumber.status).toBe(400);
    const crossSite = await submitPageForm('/api/sandbox/gateway/card', { session_id: 'SESSION12345678', return_path: '/my-cards', number: '5123450000000008' }, 'cross-site');
    expect(crossSite.status).toBe(403);
  });
});
