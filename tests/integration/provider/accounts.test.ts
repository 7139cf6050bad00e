import { describe, expect, it } from 'vitest';
import { VERIFICATION_CODE_TTL_SECONDS } from '#domain/constants.ts';
import { REQUEST_LIMITS } from '#domain/request-limits.ts';

const ACCOUNT_LOOKUPS_PER_HOUR = REQUEST_LIMITS.account_lookup.client.limit;
const SIGN_IN_ATTEMPTS_PER_HOUR = REQUEST_LIMITS.sign_in.client.limit;
import type { ErrorBody } from './call-provider';
import { accountEnv, callProvider, codeFromMail, codeFromSms, newClientIp, newMobile, send, signUp, wrongCode } from './account-fixtures';
import { bookFresh } from './manage-fixtures';
import { tableCounts } from './seed-database';

const member = (token: string, locale?: string) => callProvider('/member', { headers: { 'X-Member-Token': token }, ...(locale ? { locale } : {}) });
const signIn = (account: string, password: string, ip: string) => send('POST', '/member/auth/sign_in', { account, password }, { 'X-Client-IP': ip });

describe('sign-up', () => {
  it('sends a 4-digit code by SMS with a 180 s countdown and creates the member with it', async () => {
    const ip = newClientIp();
    const mobile = newMobile();
    const sent = await send('POST', '/public/mobile_tokens', { country_code: '65', mobile, token_sender: 'sms', purpose: 'sign_up' }, { 'X-Client-IP': ip });
    expect(sent.status).toBe(200);
    const answer = await sent.json<{ id: string; status: string; expired_seconds: number }>();
    expect(answer).toMatchObject({ status: 'sent', expired_seconds: VERIFICATION_CODE_TTL_SECONDS });
    const code = await codeFromSms(`+65${mobile}`);
    expect(code).toMatch(/^\d{4}$/);
    // Only a salted hash is kept: the code appears in no D1 table but the sandbox outbox.
    const verify = await callProvider(`/public/mobile_tokens/verify?id=${answer.id}&token=${code}`, { method: 'POST' });
    expect(verify.status).toBe(200);
    expect(await verify.json()).toEqual({ status: 'verified' });

    const created = await send('POST', '/member/auth', { mobile_token: code, country_code: '65', mobile, email: `Sign.Up.${mobile}@Example.com`, nickname: `n${mobile}`, password: 'secret12', region_id: 3 }, { 'X-Client-IP': ip });
    expect(created.status).toBe(201);
    const session = await created.json<{ token: string; member: { nickname: string; mobile: string; level: { name: string; icon_url: string } } }>();
    expect(session.member).toMatchObject({ nickname: `n${mobile}`, mobile, level: { name: 'Member' } });
    expect(session.member.level.icon_url).toMatch(/^data:image\/svg\+xml,/);
    expect((await member(session.token)).status).toBe(200);
    const stored = await accountEnv.DB.prepare('SELECT password_hash, password_iterations FROM members WHERE mobile = ?').bind(mobile).first<{ password_hash: string; password_iterations: number }>();
    expect(stored!.password_iterations).toBe(100_000);
    expect(stored!.password_hash).not.toContain('secret12');
  });

  it('lets one of two sign-ups racing for the same username win; the other is told it is taken and gets no token', async () => {
    const nickname = `race-${newMobile()}`;
    const racers = await Promise.all([newMobile(), newMobile()].map(async (mobile) => {
      const ip = newClientIp();
      expect((await send('POST', '/public/mobile_tokens', { country_code: '65', mobile, token_sender: 'sms', purpose: 'sign_up' }, { 'X-Client-IP': ip })).status).toBe(200);
      return { mobile, ip, code: await codeFromSms(`+65${mobile}`) };
    }));
    const tokensBefore = (await accountEnv.DB.prepare('SELECT COUNT(*) AS n FROM member_tokens').first<{ n: number }>())!.n;
    const answers = await Promise.all(racers.map((r) =>
      send('POST', '/member/auth', { mobile_token: r.code, country_code: '65', mobile: r.mobile, email: `${r.mobile}@example.com`, nickname, password: 'secret123', region_id: 3 }, { 'X-Client-IP': r.ip })));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 422]);
    const loser = answers.find((a) => a.status === 422)!;
    expect((await loser.json<ErrorBody>()).code).toBe('nickname_taken');
    expect((await accountEnv.DB.prepare('SELECT COUNT(*) AS n FROM members WHERE nickname = ?').bind(nickname).first<{ n: number }>())!.n).toBe(1);
    expect((await accountEnv.DB.prepare('SELECT COUNT(*) AS n FROM member_tokens').first<{ n: number }>())!.n).toBe(tokensBefore + 1);
  });

  it('uses a code once, and without a valid code does not tell whether a phone or e-mail is taken', async () => {
    const first = await signUp();
    const code = await codeFromSms(`+65${first.mobile}`);
    const again = await send('POST', '/member/auth', { mobile_token: code, country_code: '65', mobile: first.mobile, email: first.email, nickname: 'other-nick', password: 'secret12', region_id: 3 });
    expect(again.status).toBe(422);
    expect((await again.json<ErrorBody>()).errors).toEqual(['Invalid verification code. Please try again']);
    const probe = await send('POST', '/member/auth', { mobile_token: '0000', country_code: '65', mobile: newMobile(), email: first.email, nickname: first.nickname, password: 'secret12', region_id: 3 });
    expect((await probe.json<ErrorBody>()).code).toBe('code_invalid');
  });

  it('refuses a wrong code, a taken username and a known phone, and writes nothing', async () => {
    const existing = await signUp();
    const ip = newClientIp();
    const mobile = newMobile();
    await send('POST', '/public/mobile_tokens', { country_code: '65', mobile }, { 'X-Client-IP': ip });
    const code = await codeFromSms(`+65${mobile}`);
    const before = await tableCounts();
    const body = { mobile_token: wrongCode(code), country_code: '65', mobile, email: `${mobile}@example.com`, nickname: `x${mobile}`, password: 'secret12', region_id: 3 };
    const wrong = await send('POST', '/member/auth', body);
    expect(wrong.status).toBe(422);
    expect((await wrong.json<ErrorBody>()).errors).toEqual(['Invalid verification code. Please try again']);
    const taken = await send('POST', '/member/auth', { ...body, mobile_token: code, nickname: existing.nickname.toUpperCase() });
    expect((await taken.json<ErrorBody>()).errors).toEqual(['Username is already taken']);
    const knownPhone = await send('POST', '/public/mobile_tokens', { country_code: '65', mobile: existing.mobile, purpose: 'sign_up' }, { 'X-Client-IP': ip });
    expect(knownPhone.status).toBe(422);
    expect((await knownPhone.json<ErrorBody>()).errors).toEqual(['Phone number already exists']);
    const { sandbox_sms: _sms, ...after } = await tableCounts();
    const { sandbox_sms: _smsBefore, ...beforeRest } = before;
    expect(after).toEqual(beforeRest);
  });

  it('answers bad input with the localized spec message and writes nothing', async () => {
    const before = await tableCounts();
    const base = { mobile_token: '1234', country_code: '86', mobile: '13800138000', email: 'a@example.com', nickname: 'someone', password: 'secret12', region_id: 1 };
    const cases: [Record<string, unknown>, string][] = [
      [{ mobile: '23800138000' }, 'Please enter a valid phone number'],
      [{ mobile: '1380013800' }, 'Please enter a valid phone number'],
      [{ email: 'not-an-email' }, 'Please enter a valid email address'],
      [{ nickname: '   ' }, 'Please provide a username'],
      [{ password: 'short6' }, 'Password must have at least 8 characters and at least 1 number'],
      [{ password: 'noNumbersHere' }, 'Password must have at least 8 characters and at least 1 number'],
      [{ mobile_token: '12a4' }, 'Invalid verification code. Please try again'],
      [{ mobile_token: '12345' }, 'Invalid verification code. Please try again'],
    ];
    for (const [change, message] of cases) {
      const response = await send('POST', '/member/auth', { ...base, ...change });
      expect(response.status, JSON.stringify(change)).toBe(400);
      expect((await response.json<ErrorBody>()).errors, JSON.stringify(change)).toEqual([message]);
    }
    const reset = await send('POST', '/public/members/reset_password', { account: '6591234567', token: '1234', password: 'abcdefg1', password_confirmation: 'abcdefg2' });
    expect((await reset.json<ErrorBody>()).errors).toEqual(['Passwords must match. Please try again']);
    const weak = await send('POST', '/public/members/reset_password', { account: '6591234567', token: '1234', password: 'abcdefgh', password_confirmation: 'abcdefgh' });
    expect((await weak.json<ErrorBody>()).errors).toEqual(['Password must have at least 8 characters and at least 1 number']);
    const badPhone = await send('POST', '/public/mobile_tokens', { country_code: '65', mobile: '12 34' });
    expect(badPhone.status).toBe(400);
    const badEmail = await send('POST', '/public/mobile_tokens/send_token_by_email', { email: 'nope@' });
    expect((await badEmail.json<ErrorBody>()).errors).toEqual(['Please enter a valid email address']);
    const help = await send('POST', '/public/sign_up_helps', { sign_up_help: { first_name: 'A', last_name: '', email: 'a@example.com', country_code: '65', mobile: '91234567' } });
    expect((await help.json<ErrorBody>()).errors).toEqual(['Please enter your last name']);
    expect(await tableCounts()).toEqual(before);
  });

  it('translates the messages per Accept-Language', async () => {
    const response = await callProvider('/public/mobile_tokens/send_token_by_email', { method: 'POST', locale: 'ja', body: JSON.stringify({ email: 'nope@' }) });
    expect(response.status).toBe(400);
    expect((await response.json<ErrorBody>()).errors).toEqual(['有効なメールアドレスを入力してください']);
  });
});

describe('sign-in and sign-out', () => {
  it('signs in by phone and by e-mail, with a new token every time', async () => {
    const m = await signUp();
    const byPhone = await signIn(`65${m.mobile}`, m.password, m.ip);
    const byPlusPhone = await signIn(`+65${m.mobile}`, m.password, m.ip);
    const byEmail = await signIn(m.email.toUpperCase(), m.password, m.ip);
    const tokens = [m.token];
    for (const response of [byPhone, byPlusPhone, byEmail]) {
      expect(response.status).toBe(200);
      const body = await response.json<{ token: string; message: string; member: { nickname: string } }>();
      expect(body.message).toBe('Signed in successfully');
      expect(body.member.nickname).toBe(m.nickname);
      tokens.push(body.token);
    }
    expect(new Set(tokens).size).toBe(4);
    for (const token of tokens) expect((await member(token)).status).toBe(200);
  });

  it('signs in the seeded demo member', async () => {
    const response = await signIn('demo@example.com', 'dining123', newClientIp());
    expect(response.status).toBe(200);
    expect((await response.json<{ member: { nickname: string; level: { name: string } } }>()).member).toMatchObject({ nickname: 'demo-diner', level: { name: 'Silver' } });
  });

  it('refuses an expired token', async () => {
    const m = await signUp();
    // Raw SQL: a token expires only after its days, which no call shortens (sign-out revokes, a different state).
    await accountEnv.DB.prepare("UPDATE member_tokens SET expires_at = '2020-01-01T00:00:00.000Z' WHERE member_id = (SELECT id FROM members WHERE mobile = ?)").bind(m.mobile).run();
    expect((await member(m.token)).status).toBe(401);
  });

  it('says the account does not exist, or that the password is wrong', async () => {
    const m = await signUp();
    const unknown = await signIn('6599999990', 'secret123', m.ip);
    expect(unknown.status).toBe(404);
    expect((await unknown.json<ErrorBody>()).errors).toEqual(['Account does not exist. Please create a new one']);
    const wrong = await signIn(m.email, 'wrong-password', m.ip);
    expect(wrong.status).toBe(401);
  });

  it('revokes the token on sign-out: the old token no longer opens GET /member', async () => {
    const m = await signUp();
    const other = await (await signIn(m.email, m.password, m.ip)).json<{ token: string }>();
    const out = await callProvider('/member/auth/sign_out', { method: 'DELETE', headers: { 'X-Member-Token': m.token } });
    expect(out.status).toBe(200);
    const after = await member(m.token);
    expect(after.status).toBe(401);
    expect((await after.json<ErrorBody>()).code).toBe('sign_in_required');
    expect((await callProvider('/member/auth/sign_out', { method: 'DELETE', headers: { 'X-Member-Token': m.token } })).status).toBe(401);
    // Only that device is signed out.
    expect((await member(other.token)).status).toBe(200);
    expect((await member('not-a-token')).status).toBe(401);
  });
});

describe('forgot password', () => {
  it('resets by an e-mailed code: the old password and every old token stop working', async () => {
    const m = await signUp();
    const ip = newClientIp();
    const sent = await send('POST', '/public/mobile_tokens/send_token_by_email', { email: m.email, purpose: 'reset' }, { 'X-Client-IP': ip });
    expect(sent.status).toBe(200);
    const code = await codeFromMail(m.email);
    const reset = await send('POST', '/public/members/reset_password', { account: m.email, token: code, password: 'newpass1', password_confirmation: 'newpass1' }, { 'X-Client-IP': ip });
    expect(reset.status).toBe(200);
    expect((await reset.json<{ message: string }>()).message).toBe('Password reset successfully');
    expect((await member(m.token)).status).toBe(401);
    expect((await signIn(m.email, m.password, ip)).status).toBe(401);
    expect((await signIn(`65${m.mobile}`, 'newpass1', ip)).status).toBe(200);
    // The code is used up.
    const again = await send('POST', '/public/members/reset_password', { account: m.email, token: code, password: 'other123', password_confirmation: 'other123' }, { 'X-Client-IP': ip });
    expect(again.status).toBe(422);
  });

  it('resets by an SMS code and refuses a reset code for an unknown account', async () => {
    const m = await signUp();
    const ip = newClientIp();
    await send('POST', '/public/mobile_tokens', { country_code: '65', mobile: m.mobile, token_sender: 'voice', purpose: 'reset' }, { 'X-Client-IP': ip });
    const call = await accountEnv.DB.prepare("SELECT channel, body FROM sandbox_sms WHERE to_number = ? ORDER BY id DESC LIMIT 1").bind(`+65${m.mobile}`).first<{ channel: string; body: string }>();
    expect(call!.channel).toBe('voice');
    expect(call!.body).toMatch(/\d, \d, \d, \d/);
    const code = await codeFromSms(`+65${m.mobile}`);
    const reset = await send('POST', '/public/members/reset_password', { account: `65${m.mobile}`, token: code, password: 'newpass1', password_confirmation: 'newpass1' }, { 'X-Client-IP': ip });
    expect(reset.status).toBe(200);
    const unknown = await send('POST', '/public/mobile_tokens', { country_code: '65', mobile: newMobile(), purpose: 'reset' }, { 'X-Client-IP': ip });
    expect(unknown.status).toBe(404);
    expect((await unknown.json<ErrorBody>()).errors).toEqual(['Account does not exist. Please create a new one']);
  });
});

describe('account lookups are limited per client', () => {
  it(`answers /public/members/exist ${ACCOUNT_LOOKUPS_PER_HOUR} times an hour per client, then 429 with Retry-After`, async () => {
    const m = await signUp();
    const ip = newClientIp();
    const exist = (account: string, client = ip) => send('POST', '/public/members/exist', { account }, { 'X-Client-IP': client });
    expect(await (await exist(m.email)).json()).toEqual({ result: true });
    expect(await (await exist('nobody@example.com')).json()).toEqual({ result: false });
    for (let i = 2; i < ACCOUNT_LOOKUPS_PER_HOUR; i++) expect((await exist(`probe${i}@example.com`)).status).toBe(200);
    const limited = await exist(m.email);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(3500);
    // The sign-up phone check ('Phone number already exists') shares the limit.
    expect((await send('POST', '/public/mobile_tokens', { country_code: '65', mobile: m.mobile }, { 'X-Client-IP': ip })).status).toBe(429);
    expect((await exist(m.email, newClientIp())).status).toBe(200);
  });

  it(`answers 'Account does not exist' at most ${SIGN_IN_ATTEMPTS_PER_HOUR} times an hour per client at sign-in`, async () => {
    const ip = newClientIp();
    const answers = await Promise.all(Array.from({ length: SIGN_IN_ATTEMPTS_PER_HOUR + 10 }, (_, i) => signIn(`probe-${i}@example.com`, 'secret123', ip)));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 404)).toHaveLength(SIGN_IN_ATTEMPTS_PER_HOUR);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
  });

  it('counts wrong passwords per account from any address: after the limit even the right password waits', async () => {
    const m = await signUp();
    const wrong = REQUEST_LIMITS.sign_in.target.limit;
    for (let i = 0; i < wrong; i++) expect((await signIn(m.email, `wrong-${i}-pass`, newClientIp())).status).toBe(401);
    const limited = await signIn(m.email, 'secret123', newClientIp());
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('Retry-After'))).toBeLessThanOrEqual(REQUEST_LIMITS.sign_in.target.windowSeconds);
    expect((await limited.json<ErrorBody>()).code).toBe('too_many_attempts');
    // Right passwords do not count: another member signs in as often as they like.
    const other = await signUp();
    for (let i = 0; i < wrong + 2; i++) expect((await signIn(other.email, 'secret123', newClientIp())).status).toBe(200);
  });
});

describe('member profile, level and bookings', () => {
  it('reads the level, lifts it for a partner program once, and suggests free nicknames', async () => {
    const m = await signUp();
    const headers = { 'X-Member-Token': m.token };
    const level = await (await callProvider('/member/level', { headers })).json<{ level: { name: string }; next_level: { name: string } | null }>();
    expect(level).toMatchObject({ level: { name: 'Member' }, next_level: { name: 'Silver' } });
    const upgrade = await send('PUT', '/member/partner_level', { project: 'mc-world' }, headers);
    expect(await upgrade.json()).toMatchObject({ visible: true, levelText: 'Gold' });
    const again = await send('PUT', '/member/partner_level', { project: 'mc-world' }, headers);
    expect(await again.json()).toMatchObject({ visible: false, levelText: 'Gold' });
    expect((await send('PUT', '/member/partner_level', { project: 'no-such-program' }, headers)).status).toBe(404);
    const zh = await (await callProvider('/member/level', { headers, locale: 'zh' })).json<{ level: { name: string } }>();
    expect(zh.level.name).toBe('黄金');
    const suggestion = await (await callProvider('/public/members/generate_nickname')).json<{ nickname: string }>();
    expect(suggestion.nickname).toMatch(/^diner_[a-z0-9]{8}$/);
  });

  it('lists the bookings made with the member phone, not those with an unverified e-mail', async () => {
    const m = await signUp();
    // Guest bookings through the provider's create: one with the member's phone, one with their (unverified) e-mail.
    const withPhone = await bookFresh({ restaurant: 2, overrides: { country_code: '65', mobile: m.mobile, email: 'someone@example.com' } });
    await bookFresh({ restaurant: 2, overrides: { country_code: '65', mobile: '99999999', email: m.email } });
    const books = await (await callProvider('/member/books?program=dine-asia', { headers: { 'X-Member-Token': m.token } })).json<{ books: { reservation_code: string; restaurant: { name: string } }[] }>();
    expect(books.books.map((b) => b.reservation_code)).toEqual([withPhone.code]);
    expect(books.books[0]!.restaurant.name).not.toBe('');
    expect((await callProvider('/member/books?program=dine-asia')).status).toBe(401);
  });

  it('shows sent codes in the sandbox SMS outbox', async () => {
    const m = await signUp();
    const outbox = await (await callProvider(`/sandbox/sms?to=%2B65${m.mobile}`)).json<{ messages: { channel: string; body: string }[] }>();
    expect(outbox.messages).toHaveLength(1);
    expect(outbox.messages[0]!.body).toMatch(/^Your verification code is \d{4}\. It is valid for 3 minutes\.$/);
  });

  it('stores a sign-up help request', async () => {
    const response = await send('POST', '/public/sign_up_helps', { sign_up_help: { first_name: 'Ann', last_name: 'Lee', email: 'ann@example.com', country_code: '65', mobile: '91234567' } });
    expect(response.status).toBe(201);
    const { id } = await response.json<{ id: number }>();
    expect(await accountEnv.DB.prepare('SELECT first_name, status FROM sign_up_helps WHERE id = ?').bind(id).first()).toEqual({ first_name: 'Ann', status: 'open' });
  });
});
