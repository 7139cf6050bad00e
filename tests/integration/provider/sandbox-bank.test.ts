import { describe, expect, it } from 'vitest';
import { bankLoginFor } from '#provider/access/services/bank-login-adapter.ts';
import type { ProviderBindings } from '#provider/platform/env.ts';
import { sandboxBankLogin } from '#provider/access/services/bank-sandbox.ts';
import { callProvider } from './call-provider';
import { providerEnv } from './seed-database';

const env = providerEnv as unknown as ProviderBindings;
const APP = 'http://localhost:8787';
const CALLBACK = `${APP}/auth/bank-callback?program=dbs-dining`;
let states = 0;
const newState = () => `state-${Date.now()}-${++states}`;

/** The bank's login page as the sandbox adapter links to it, called on the provider (the app relays /api/sandbox/bank/*). */
function authorizePath(redirectUri = CALLBACK, state = newState()): string {
  const url = new URL(bankLoginFor(env).authorizeUrl({ state, redirectUri, program: 'dbs-dining' }));
  expect(url.pathname).toBe('/api/sandbox/bank/authorize');
  return `/sandbox/bank/authorize${url.search}`;
}

// 'manual': the bank's 303 back to the app is the answer under test, not something to follow.
const post = (path: string, body: unknown, siteOrigin: string | null = APP) =>
  callProvider(path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body), siteOrigin, redirect: 'manual' });

function loginForm(redirectUri = CALLBACK, state = newState()) {
  return { response_type: 'code', client_id: 'dining-sandbox', redirect_uri: redirectUri, state, program: 'dbs-dining' };
}

/** Signs in and returns the consent page's ticket. */
async function signIn(username: string, state = newState()): Promise<string> {
  const page = await post('/sandbox/bank/login', { ...loginForm(CALLBACK, state), username, password: 'Bank1234' });
  expect(page.status).toBe(200);
  const html = await page.text();
  expect(html).toContain('value="approve"');
  return /name="ticket" value="([A-Za-z0-9_-]{43})"/.exec(html)![1]!;
}

const decide = (ticket: string, decision: 'approve' | 'decline') => post('/sandbox/bank/consent', { ticket, decision });

async function approvedCode(username: string, state = newState()): Promise<string> {
  const back = await decide(await signIn(username, state), 'approve');
  expect(back.status).toBe(303);
  const location = new URL(back.headers.get('Location')!);
  expect(`${location.origin}${location.pathname}`).toBe(`${APP}/auth/bank-callback`);
  expect(location.searchParams.get('program')).toBe('dbs-dining');
  expect(location.searchParams.get('state')).toBe(state);
  return location.searchParams.get('code')!;
}

describe('the sandbox bank (BANK_ADAPTER = "sandbox")', () => {
  it('shows a login page with no script, framed by no one, whose form posts back to the bank', async () => {
    const page = await callProvider(authorizePath(), { siteOrigin: APP });
    expect(page.status).toBe(200);
    const csp = page.headers.get('Content-Security-Policy')!;
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('script-src');
    const html = await page.text();
    expect(html).not.toContain('<script');
    expect(html).toContain('<form method="post" action="login">');
    expect(html).toContain('name="password" type="password"');
  });

  it('sign in → approve → back with code and state; the code is exchanged once, a replay is invalid_code', async () => {
    const state = newState();
    const code = await approvedCode('dbs-demo', state);
    const bank = bankLoginFor(env);
    expect(await bank.exchangeCode({ code, redirectUri: CALLBACK })).toEqual({ ok: true, customerRef: 'DBS-SBX-1001', maskedName: 'D*** D****' });
    expect(await bank.exchangeCode({ code, redirectUri: CALLBACK })).toMatchObject({ ok: false, reason: 'invalid_code' });
    const stored = await env.DB.prepare('SELECT code_hash FROM sandbox_bank_codes').all<{ code_hash: string }>();
    expect(stored.results.length).toBeGreaterThan(0);
    expect(stored.results.map((r) => r.code_hash)).not.toContain(code);
  });

  it('refuses a code for another redirect_uri (and spends it), an expired code and an unknown one', async () => {
    const bank = sandboxBankLogin(env);
    const other = await approvedCode('dbs-demo');
    expect(await bank.exchangeCode({ code: other, redirectUri: `${APP}/elsewhere` })).toMatchObject({ ok: false, reason: 'invalid_code' });
    expect(await bank.exchangeCode({ code: other, redirectUri: CALLBACK })).toMatchObject({ ok: false, reason: 'invalid_code' });
    const late = await approvedCode('dbs-demo');
    const sixMinutesOn = sandboxBankLogin(env, () => Date.now() + 6 * 60_000);
    expect(await sixMinutesOn.exchangeCode({ code: late, redirectUri: CALLBACK })).toMatchObject({ ok: false, reason: 'invalid_code' });
    expect(await bank.exchangeCode({ code: 'no-such-code-at-all', redirectUri: CALLBACK })).toMatchObject({ ok: false, reason: 'invalid_code' });
    expect(await bank.exchangeCode({ code: 'x', redirectUri: CALLBACK })).toMatchObject({ ok: false, reason: 'invalid_code' });
  });

  it('passes the bank declining or failing on through the exchange', async () => {
    const bank = sandboxBankLogin(env);
    expect(await bank.exchangeCode({ code: await approvedCode('dbs-ineligible'), redirectUri: CALLBACK })).toMatchObject({ ok: false, reason: 'declined' });
    expect(await bank.exchangeCode({ code: await approvedCode('dbs-unavailable'), redirectUri: CALLBACK })).toMatchObject({ ok: false, reason: 'failed' });
  });

  it('Decline goes back with error=access_denied and the state, and issues no code; the ticket works once', async () => {
    const state = newState();
    const ticket = await signIn('dbs-demo', state);
    const codes = await env.DB.prepare('SELECT COUNT(*) AS n FROM sandbox_bank_codes').first<{ n: number }>();
    const back = await decide(ticket, 'decline');
    expect(back.status).toBe(303);
    const location = new URL(back.headers.get('Location')!);
    expect(location.searchParams.get('error')).toBe('access_denied');
    expect(location.searchParams.get('state')).toBe(state);
    expect(location.searchParams.has('code')).toBe(false);
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM sandbox_bank_codes').first<{ n: number }>()).toEqual(codes);
    const again = await decide(ticket, 'approve');
    expect(again.status).toBe(400);
    expect(again.headers.get('Location')).toBeNull();
  });

  it('a locked user or a wrong PIN gets the bank’s message on the login page, and no consent', async () => {
    const logins = await env.DB.prepare('SELECT COUNT(*) AS n FROM sandbox_bank_logins').first<{ n: number }>();
    const locked = await post('/sandbox/bank/login', { ...loginForm(), username: 'dbs-locked', password: 'Bank1234' });
    expect(locked.status).toBe(401);
    const lockedHtml = await locked.text();
    expect(lockedHtml).toContain('role="alert"');
    expect(lockedHtml).toContain('locked');
    expect(lockedHtml).not.toContain('name="ticket"');
    const wrong = await post('/sandbox/bank/login', { ...loginForm(), username: 'dbs-demo', password: 'Bank9999' });
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).toContain('The user ID or PIN is incorrect');
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM sandbox_bank_logins').first<{ n: number }>()).toEqual(logins);
  });

  it('refuses a redirect_uri off the app (not an open redirect), and a malformed request, without redirecting', async () => {
    for (const redirectUri of ['https://evil.example/cb', 'http://localhost:9999/cb', `${APP}@evil.example/cb`, 'javascript:alert(1)', `${APP}/cb#x`]) {
      const path = `/sandbox/bank/authorize?${new URLSearchParams(loginForm(redirectUri))}`;
      const page = await callProvider(path, { siteOrigin: APP });
      expect(page.status, redirectUri).toBe(400);
      expect(await page.text()).toContain('not registered');
      const login = await post('/sandbox/bank/login', { ...loginForm(redirectUri), username: 'dbs-demo', password: 'Bank1234' });
      expect(login.status, redirectUri).toBe(400);
      expect(await login.text()).not.toContain('name="ticket"');
    }
    expect((await callProvider('/sandbox/bank/authorize?response_type=token&client_id=dining-sandbox', { siteOrigin: APP })).status).toBe(400);
    expect((await post('/sandbox/bank/login', { ...loginForm(), username: 'dbs-demo', password: 'Bank1234', extra: 1 })).status).toBe(400);
    expect((await post('/sandbox/bank/consent', { ticket: 'short', decision: 'approve' })).status).toBe(400);
  });

  it('accepts the loopback app the diner is on in local development (another port)', async () => {
    const page = await callProvider(`/sandbox/bank/authorize?${new URLSearchParams(loginForm('http://localhost:8899/auth/bank-callback'))}`, { siteOrigin: 'http://localhost:8899' });
    expect(page.status).toBe(200);
    // The browser may follow the forms' answer back to that app, and to nowhere else.
    expect(page.headers.get('Content-Security-Policy')).toContain("form-action 'self' http://localhost:8899;");
  });
});
