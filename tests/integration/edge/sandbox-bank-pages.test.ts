import { exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { APP, hiddenFields, submitPageForm } from './support/page-forms';

const CALLBACK = `${APP}/auth/bank-callback?program=dbs-dining`;
const authorize = (state: string, redirectUri = CALLBACK) =>
  `/api/sandbox/bank/authorize?${new URLSearchParams({ response_type: 'code', client_id: 'dining-sandbox', redirect_uri: redirectUri, state, program: 'dbs-dining' })}`;

describe('the sandbox bank through the app (/api/sandbox/bank/*)', () => {
  it('a browser signs in, approves and lands back on the app with a code and its state', async () => {
    const state = `edge-${crypto.randomUUID()}`;
    const page = await exports.default.fetch(new Request(`${APP}${authorize(state)}`));
    expect(page.status).toBe(200);
    expect(page.headers.get('Content-Security-Policy')).toContain("default-src 'none'");
    expect(page.headers.get('Content-Security-Policy')).not.toContain('script-src');
    const loginHtml = await page.text();
    expect(loginHtml).not.toContain('<script');

    const consent = await submitPageForm('/api/sandbox/bank/login', { ...hiddenFields(loginHtml), username: 'dbs-demo', password: 'Bank1234' });
    expect(consent.status).toBe(200);
    const consentHtml = await consent.text();
    expect(consentHtml).toContain('D*** D****');

    const back = await submitPageForm('/api/sandbox/bank/consent', { ...hiddenFields(consentHtml), decision: 'approve' });
    expect(back.status).toBe(303);
    const location = new URL(back.headers.get('Location')!);
    expect(location.origin + location.pathname).toBe(`${APP}/auth/bank-callback`);
    expect(location.searchParams.get('state')).toBe(state);
    expect(location.searchParams.get('code')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('shows the bank’s message after a wrong PIN, and refuses a return address off the app', async () => {
    const loginHtml = await (await exports.default.fetch(new Request(`${APP}${authorize(`edge-${crypto.randomUUID()}`)}`))).text();
    const wrong = await submitPageForm('/api/sandbox/bank/login', { ...hiddenFields(loginHtml), username: 'dbs-demo', password: 'nope' });
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).toContain('The user ID or PIN is incorrect');
    const offApp = await exports.default.fetch(new Request(`${APP}${authorize(`edge-${crypto.randomUUID()}`, 'https://evil.example/cb')}`));
    expect(offApp.status).toBe(400);
    expect(offApp.headers.get('Location')).toBeNull();
  });

  it('takes form posts only from the app itself, and only on the bank’s two forms', async () => {
    const crossSite = await submitPageForm('/api/sandbox/bank/login', { username: 'dbs-demo', password: 'Bank1234' }, 'cross-site');
    expect(crossSite.status).toBe(403);
    const elsewhere = await submitPageForm('/api/books/1/orders/1/pay', { bank_card_id: '1' });
    expect(elsewhere.status).toBe(415);
  });
});
