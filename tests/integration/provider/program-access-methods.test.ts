import { generateKeyPair, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { purgeExpiredAccess } from '#provider/access/purge-expired-access-job.ts';
import { bankLoginFor } from '#provider/access/services/bank-login-adapter.ts';
import type { ProviderBindings } from '#provider/platform/env.ts';
import type { AccessGrantAnswer } from '#domain/contract/access.ts';
import { grantHeader } from './access-fixtures';
import { accountEnv, callProvider, newClientIp, send } from './account-fixtures';
import { addSlot, bookingBody, localDateIn, newKey, uniqueTime } from './booking-fixtures';
import { callProvider as callSigned, type ErrorBody } from './call-provider';

const env = accountEnv;
const APP = 'http://localhost:8787';
const CALLBACK = `${APP}/api/access/bank/callback`;

async function book(program: string, restaurant: number, headers: Record<string, string>) {
  const date = await localDateIn(restaurant, 3);
  const time = uniqueTime();
  await addSlot({ restaurant, date, time, capacity: 20 });
  return callProvider(`/public/restaurants/${restaurant}/books`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': newKey(), ...headers },
    body: JSON.stringify(bookingBody({ program, date, time })),
  });
}

const grantCount = async () => (await env.DB.prepare('SELECT count(*) AS n FROM access_grants').first<{ n: number }>())!.n;
const verifyCard = (card_number: string, program = 'mc-world') => send('POST', `/public/projects/${program}/card_verifications`, { card_number }, { 'X-Client-IP': newClientIp() });
const partnerLogin = (program: string, body: unknown) => send('POST', `/public/projects/${program}/partner_logins`, body, { 'X-Client-IP': newClientIp() });

describe('card BIN verification (mc-world)', () => {
  it('grants World and World Elite cards, keeping only the BIN and product', async () => {
    for (const [number, product] of [['5111 1111 1111 1118', 'world_elite'], ['2223-0000-0000-0007', 'world']] as const) {
      const answer = await verifyCard(number);
      expect(answer.status, number).toBe(200);
      const grant = await answer.json<AccessGrantAnswer>();
      expect(grant).toMatchObject({ method: 'card_bin', program: 'mc-world', evidence: { bin: number.replace(/\D/g, '').slice(0, 8), brand: 'mastercard', product } });
      const stored = await env.DB.prepare('SELECT evidence FROM access_grants ORDER BY id DESC LIMIT 1').first<{ evidence: string }>();
      expect(stored!.evidence).not.toContain(number.replace(/\D/g, ''));
      expect((await book('mc-world', 1, grantHeader(grant))).status).toBe(201);
    }
  });

  it('refuses other cards with the spec’s general failure, malformed numbers with a clear error, and stores nothing', async () => {
    const before = await grantCount();
    for (const number of ['5123450000000008', '4508750015741019']) {
      const refused = await verifyCard(number);
      expect(refused.status).toBe(422);
      const body = await refused.json<ErrorBody>();
      expect(body.code).toBe('card_not_accepted');
      expect(body.full_messages[0]).toMatch(/World Elite/);
    }
    for (const number of ['5111111111111119', '1234', 'abcd efgh ijkl', '5'.repeat(41)]) {
      const bad = await verifyCard(number);
      expect(bad.status, number).toBe(400);
      expect((await bad.json<ErrorBody>()).full_messages[0]).toBeTruthy();
    }
    expect(await grantCount()).toBe(before);
  });

  it('logs an issuer that does not answer, tells the diner to try again, and grants nothing', async () => {
    const before = await grantCount();
    const failed = await verifyCard('5555555555554444');
    expect(failed.status).toBe(503);
    expect((await failed.json<ErrorBody>()).code).toBe('card_check_unavailable');
    expect(await grantCount()).toBe(before);
  }, 30_000);

  it('is not a way into a program that does not verify cards', async () => {
    expect((await verifyCard('5111111111111118', 'restaurant-week')).status).toBe(404);
  });
});

describe('partner logins', () => {
  it('grants a UnionPay token the partner vouches for, and refuses others', async () => {
    const answer = await partnerLogin('unionpay-dining', { kind: 'unionpay', token: 'UP-SANDBOX-8613800138000' });
    expect(answer.status).toBe(200);
    const grant = await answer.json<AccessGrantAnswer>();
    expect(grant).toMatchObject({ method: 'unionpay', evidence: { mobile: '+86 •••••••8000' } });
    expect((await book('unionpay-dining', 1, grantHeader(grant))).status).toBe(201);
    for (const token of ['UP-SANDBOX-EXPIRED', 'not-a-sandbox-token']) {
      const refused = await partnerLogin('unionpay-dining', { kind: 'unionpay', token });
      expect(refused.status).toBe(401);
      expect((await refused.json<ErrorBody>()).code).toBe('partner_login_invalid');
    }
    expect((await partnerLogin('unionpay-dining', { kind: 'unionpay', token: 'bad token!' })).status).toBe(400);
    expect((await partnerLogin('amex-dining', { kind: 'unionpay', token: 'UP-SANDBOX-8613800138000' })).status).toBe(404);
  });

  it('opens an Amex program for 30 minutes from the code’s first use, never longer, even once its grants are cleaned up', async () => {
    const first = await (await partnerLogin('amex-dining', { kind: 'amex', code: 'AMEX-SANDBOX-0002' })).json<AccessGrantAnswer>();
    const minutes = (Date.parse(first.expires_at) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(29);
    expect(minutes).toBeLessThanOrEqual(30);
    expect((await book('amex-dining', 1, grantHeader(first))).status).toBe(201);
    const again = await (await partnerLogin('amex-dining', { kind: 'amex', code: 'AMEX-SANDBOX-0002' })).json<AccessGrantAnswer>();
    expect(again.expires_at).toBe(first.expires_at);
    // No call moves time on 30 minutes: the test moves the code's first use, and its grants, into the past.
    await env.DB.batch([
      env.DB.prepare("UPDATE partner_code_uses SET first_used_at = '2000-01-01T00:00:00.000Z', access_ends_at = '2000-01-01T00:30:00.000Z' WHERE program_slug = 'amex-dining' AND code_ref = json_extract(?, '$.login')")
        .bind(JSON.stringify(first.evidence)),
      env.DB.prepare("UPDATE access_grants SET granted_at = '2000-01-01T00:00:00.000Z', expires_at = '2000-01-01T00:30:00.000Z' WHERE method = 'amex' AND json_extract(evidence, '$.login') = json_extract(?, '$.login')")
        .bind(JSON.stringify(first.evidence)),
    ]);
    expect((await book('amex-dining', 1, grantHeader(again))).status).toBe(403);
    // The cron deletes the ended grants; the code's first use stays with the code.
    expect(await purgeExpiredAccess(env.DB, new Date())).toBeGreaterThanOrEqual(2);
    const amexGrants = await env.DB.prepare("SELECT count(*) AS n FROM access_grants WHERE method = 'amex' AND json_extract(evidence, '$.login') = json_extract(?, '$.login')")
      .bind(JSON.stringify(first.evidence))
      .first<{ n: number }>();
    expect(amexGrants!.n).toBe(0);
    const expired = await partnerLogin('amex-dining', { kind: 'amex', code: 'AMEX-SANDBOX-0002' });
    expect(expired.status).toBe(401);
    expect((await expired.json<ErrorBody>()).code).toBe('partner_login_expired');
    expect((await partnerLogin('amex-dining', { kind: 'amex', code: 'AMEX-SANDBOX-9999' })).status).toBe(401);
  });
});

describe('bank login (dbs-dining)', () => {
  // 'manual': the bank's 303 back to the app is the answer under test.
  const post = (path: string, body: unknown) =>
    callSigned(path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body), siteOrigin: APP, redirect: 'manual' });

  async function bankCode(username: string): Promise<string> {
    const start = await send('POST', '/public/projects/dbs-dining/bank_verifications/start', { redirect_uri: CALLBACK, state: 'dbs-dining.state-0123456789abcdef' });
    expect(start.status).toBe(200);
    const authorize = new URL((await start.json<{ authorize_url: string }>()).authorize_url);
    expect(authorize.toString()).toBe(bankLoginFor(env as unknown as ProviderBindings).authorizeUrl({ state: 'dbs-dining.state-0123456789abcdef', redirectUri: CALLBACK, program: 'dbs-dining' }));
    const form = Object.fromEntries(authorize.searchParams);
    const page = await post('/sandbox/bank/login', { ...form, username, password: 'Bank1234' });
    const ticket = /name="ticket" value="([A-Za-z0-9_-]{43})"/.exec(await page.text())![1]!;
    const back = await post('/sandbox/bank/consent', { ticket, decision: 'approve' });
    return new URL(back.headers.get('Location')!).searchParams.get('code')!;
  }

  const finish = (code: string) => send('POST', '/public/projects/dbs-dining/bank_verifications', { code, redirect_uri: CALLBACK }, { 'X-Client-IP': newClientIp() });

  it('trades the bank’s code once for a grant that books; a replayed code is refused', async () => {
    const code = await bankCode('dbs-demo');
    const answer = await finish(code);
    expect(answer.status).toBe(200);
    const grant = await answer.json<AccessGrantAnswer>();
    expect(grant.method).toBe('bank');
    expect((await book('dbs-dining', 161, grantHeader(grant))).status).toBe(201);
    const replay = await finish(code);
    expect(replay.status).toBe(422);
    expect((await replay.json<ErrorBody>()).code).toBe('bank_invalid_code');
  });

  it('answers the bank’s own words per locale (bank info by program and handle)', async () => {
    const info = await callProvider('/public/projects/dbs-dining/bank_info?handle=dbs-sg', { locale: 'zh' });
    expect(info.status).toBe(200);
    const body = await info.json<{ desc: string; error_msg: string }>();
    expect(body.desc).toContain('银行');
    expect(body.error_msg).toBeTruthy();
    expect((await callProvider('/public/projects/dbs-dining/bank_info?handle=bad%20handle')).status).toBe(400);
  });

  it('passes the bank’s refusal through and grants nothing', async () => {
    const before = await grantCount();
    const declined = await finish(await bankCode('dbs-ineligible'));
    expect(declined.status).toBe(422);
    expect((await declined.json<ErrorBody>()).code).toBe('bank_declined');
    expect((await finish('not-a-bank-code-at-all')).status).toBe(422);
    expect(await grantCount()).toBe(before);
  });
});

describe('card BIN from a card issuer’s link (cbin)', () => {
  const verify = (body: unknown) => send('POST', '/public/projects/mc-world/card_verifications', body, { 'X-Client-IP': newClientIp() });
  const sandboxLink = async (bin: string, program = 'mc-world', lifetimeSeconds = 300) =>
    (await (await callProvider(`/sandbox/card-issuer/link?program=${program}&bin=${bin}&lifetime_seconds=${lifetimeSeconds}`)).json<{ cbin: string }>()).cbin;
  const cardGrants = async () => (await env.DB.prepare("SELECT count(*) AS n FROM access_grants WHERE program_slug = 'mc-world' AND method = 'card_bin'").first<{ n: number }>())!.n;

  it('grants a World Elite BIN the issuer vouched for, once; the same link again gives nothing', async () => {
    const link = await sandboxLink('51111111');
    const before = await cardGrants();
    const answer = await verify({ cbin: link });
    expect(answer.status).toBe(200);
    expect((await answer.json<AccessGrantAnswer>()).evidence).toMatchObject({ bin: '51111111', product: 'world_elite' });
    const replayed = await verify({ cbin: link });
    expect(replayed.status).toBe(422);
    expect((await replayed.json<ErrorBody>()).code).toBe('card_link_invalid');
    expect(await cardGrants()).toBe(before + 1);
    // A vouched BIN still has to be one the program takes.
    expect((await verify({ cbin: await sandboxLink('51234500') })).status).toBe(422);
  });

  it('refuses a bare, a forged, an expired, a too long-lived and another program’s BIN, and grants nothing', async () => {
    const before = await cardGrants();
    const bare = await verify({ cbin: '51111111' });
    expect(bare.status).toBe(400);
    expect((await bare.json<ErrorBody>()).full_messages[0]).toMatch(/card link/);

    const forger = await generateKeyPair('ES256');
    const forged = await new SignJWT({ bin: '51111111' }).setProtectedHeader({ alg: 'ES256' }).setAudience('mc-world').setIssuedAt().setExpirationTime('5m').setJti('forged-0123456789abcdef').sign(forger.privateKey);
    const [header, , signature] = (await sandboxLink('51234500')).split('.');
    const edited = `${header}.${forged.split('.')[1]}.${signature}`;
    const unsigned = `${btoa(JSON.stringify({ alg: 'none' })).replace(/=+$/, '')}.${forged.split('.')[1]}.`;
    const expiring = await sandboxLink('51111111', 'mc-world', 1);
    await new Promise((resolve) => setTimeout(resolve, 2100));
    const links = { forged, edited, unsigned, expired: expiring, longLived: await sandboxLink('51111111', 'mc-world', 3600), otherProgram: await sandboxLink('51111111', 'dine-asia') };
    for (const [kind, cbin] of Object.entries(links)) {
      const refused = await verify({ cbin });
      expect(refused.status, kind).toBe(kind === 'unsigned' ? 400 : 422);
      if (refused.status === 422) expect((await refused.json<ErrorBody>()).code, kind).toBe('card_link_invalid');
    }
    for (const body of [{ cbin: '5111' }, { cbin: await sandboxLink('51111111'), card_number: '5111111111111118' }, {}]) {
      expect((await verify(body)).status, JSON.stringify(body)).toBe(400);
    }
    expect(await cardGrants()).toBe(before);
  });
});
