import { describe, expect, it } from 'vitest';
import { accountEnv, send, signUp } from './account-fixtures';
import { addCard, answerChallenge, APP, APPROVED_CARD, openCardSession, startThreeDs, typeCard } from './card-fixtures';
import type { ErrorBody } from './call-provider';
import { bookWithCard, GUARANTEE } from './payment-fixtures';
import { REQUEST_LIMITS } from '#domain/request-limits.ts';
import { SANDBOX_GATEWAY_CARDS } from '#provider/payments/gateway/sandbox-gateway-test-cards.ts';

const member = (token: string) => ({ 'X-Member-Token': token });
const cardsOf = async (token: string, program = 'dine-asia') =>
  (await (await send('GET', `/member/bank_cards?source=${program}`, undefined, member(token))).json<{ bank_cards: { id: number; brand: string; last4: string; is_default: boolean; only_program: string | null; expiry_month: number; expiry_year: number }[] }>()).bank_cards;
const countCards = async () => (await accountEnv.DB.prepare('SELECT COUNT(*) AS n FROM member_cards').first<{ n: number }>())!.n;

/** Every value of every row of every D1 table, as text. */
async function everythingInD1(): Promise<string> {
  const { results: tables } = await accountEnv.DB.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name NOT LIKE 'd1_%'").all<{ name: string }>();
  const dumps = await Promise.all(tables.map(async ({ name }) => JSON.stringify((await accountEnv.DB.prepare(`SELECT * FROM "${name}"`).all()).results)));
  return dumps.join('\n');
}

describe('saved cards (spec §2 card management, §7 Cards)', () => {
  it('adds a card through the hosted fields and 3-D Secure; it is listed masked, the first is the default, and no card number is in D1', async () => {
    const { token } = await signUp();
    const { session, saved } = await addCard(token);
    expect(saved.status).toBe(201);
    const { bank_card } = await saved.json<{ bank_card: { id: number } }>();
    expect(await cardsOf(token)).toEqual([{ id: bank_card.id, brand: 'MASTERCARD', last4: '0008', expiry_month: 1, expiry_year: 2039, is_default: true, only_program: null }]);
    // Saving the same session again answers the same card and writes nothing.
    const before = await countCards();
    const again = await send('POST', '/member/bank_cards', { session_id: session.session_id, order_id: session.order_id, source: 'dine-asia', channel: 'mpgs' }, member(token));
    expect(again.status).toBe(200);
    expect((await again.json<{ bank_card: { id: number } }>()).bank_card.id).toBe(bank_card.id);
    expect(await countCards()).toBe(before);
    const stored = await everythingInD1();
    expect(stored).toContain('0008');
    for (const number of Object.keys(SANDBOX_GATEWAY_CARDS)) expect(stored).not.toContain(number);
  });

  it('keeps only a token, brand, masked number and expiry in the sandbox, never the security code', async () => {
    const { token } = await signUp();
    const session = await openCardSession(token);
    await typeCard(session.session_id, { ...APPROVED_CARD, number: '2223000000000007', security_code: '100' });
    const row = await accountEnv.DB.prepare('SELECT * FROM sandbox_gateway_sessions WHERE id = ?').bind(session.session_id).first<Record<string, unknown>>();
    expect(row).toMatchObject({ card_brand: 'MASTERCARD', card_masked: '22230000xxxx0007', expiry_month: 1, expiry_year: 2039, security_code_result: 'MATCH' });
    expect(JSON.stringify(row)).not.toContain('2223000000000007');
  });

  it.each([
    [{ expiry_month: '05', expiry_year: '39' }, 'card_declined', 'Your card was declined. Please use another card'],
    [{ expiry_month: '04', expiry_year: '27' }, 'card_expired', 'This card has expired. Please use another card'],
    [{ expiry_month: '08', expiry_year: '28' }, 'card_gateway_timed_out', 'Your bank did not answer in time. Please try again'],
    [{ security_code: '102' }, 'card_security_code_mismatch', 'The security code does not match this card'],
  ])('a card the issuer refuses (%o) is not saved: %s', async (change, code, message) => {
    const { token } = await signUp();
    const before = await countCards();
    const { saved } = await addCard(token, { ...APPROVED_CARD, ...change });
    expect(saved.status).toBe(422);
    const body = await saved.json<ErrorBody>();
    expect(body.code).toBe(code);
    expect(body.errors[0]).toBe(message);
    expect(await countCards()).toBe(before);
    expect(await cardsOf(token)).toEqual([]);
  });

  it('a failed or unavailable 3-D Secure check saves nothing, with its message in the diner language', async () => {
    const { token } = await signUp();
    for (const challenge of ['failed', 'unavailable'] as const) {
      const { saved } = await addCard(token, APPROVED_CARD, { challenge });
      expect(saved.status).toBe(422);
      expect((await saved.json<ErrorBody>()).code).toBe('card_authentication_failed');
    }
    expect(await cardsOf(token)).toEqual([]);
  });

  it('the challenge sends the payer back to the app address given (once, however often it is started), and a foreign address is refused before 3-D Secure', async () => {
    const { token } = await signUp();
    const session = await openCardSession(token);
    await typeCard(session.session_id, APPROVED_CARD);
    const foreign = await send('POST', '/public/mpgs/three_ds_authentication', {
      session_id: session.session_id, auth_back_url: 'https://evil.example/steal',
      device: { browser: 'x', language: 'en', color_depth: 24, screen_height: 1, screen_width: 1, time_zone_offset_minutes: 0 },
    }, member(token));
    expect(foreign.status).toBe(400);
    expect((await foreign.json<ErrorBody>()).code).toBe('return_address_invalid');
    // Started twice (the payer reloaded before the challenge): the same challenge, answered once.
    expect((await startThreeDs(token, session.session_id)).status).toBe(200);
    const threeDs = await startThreeDs(token, session.session_id);
    expect(threeDs.status).toBe(200);
    const back = await answerChallenge((await threeDs.json<{ redirect_html: string }>()).redirect_html, 'authenticated');
    expect(back).toBe(`${APP}/my-cards?program=dine-asia&card_session=${session.session_id}`);
  });

  it(`starts 3-D Secure ${REQUEST_LIMITS.card_authentication.target.limit} times an hour per member, then says the authentication limit is exceeded (spec §8)`, async () => {
    const { token } = await signUp();
    const session = await openCardSession(token);
    await typeCard(session.session_id, APPROVED_CARD);
    for (let i = 0; i < REQUEST_LIMITS.card_authentication.target.limit; i++) expect((await startThreeDs(token, session.session_id)).status).toBe(200);
    const limited = await startThreeDs(token, session.session_id);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0);
    const body = await limited.json<ErrorBody>();
    expect(body.errors[0]).toMatch(/^Authentication limit exceeded\. Please try again in \d+ minutes?$/);
    // Another member is not held back by it.
    const other = await signUp();
    const theirs = await openCardSession(other.token);
    await typeCard(theirs.session_id, APPROVED_CARD);
    expect((await startThreeDs(other.token, theirs.session_id)).status).toBe(200);
  });

  it('3-D Secure needs the card typed first, and a session of another member is not found', async () => {
    const { token } = await signUp();
    const other = await signUp();
    const session = await openCardSession(token);
    const early = await startThreeDs(token, session.session_id);
    expect(early.status).toBe(422);
    expect((await early.json<ErrorBody>()).code).toBe('card_not_entered');
    await typeCard(session.session_id, APPROVED_CARD);
    expect((await startThreeDs(other.token, session.session_id)).status).toBe(404);
    const stolen = await send('POST', '/member/bank_cards', { session_id: session.session_id, order_id: session.order_id, source: 'dine-asia', channel: 'mpgs' }, member(other.token));
    expect(stolen.status).toBe(404);
  });

  it('an expired session answers "not authorized, reload" to the hosted fields and at 3-D Secure', async () => {
    const { token } = await signUp();
    const session = await openCardSession(token);
    await accountEnv.DB.prepare('UPDATE sandbox_gateway_sessions SET expires_at = 1 WHERE id = ?').bind(session.session_id).run();
    const typed = await typeCard(session.session_id, APPROVED_CARD);
    expect(typed.status).toBe(200);
    expect(await typed.json()).toEqual({ status: 'system_error', session: { id: session.session_id }, errors: { message: expect.stringContaining('Not authorized') } });
    const threeDs = await startThreeDs(token, session.session_id, 'dine-asia');
    expect(threeDs.status).toBe(422);
    expect((await threeDs.json<ErrorBody>()).errors[0]).toBe('Not authorized: your card session has expired. Please reload and try again');
  });

  it('the hosted fields answer each field in error as MPGS does (missing or invalid) and keep no number', async () => {
    const { token } = await signUp();
    const session = await openCardSession(token);
    const typed = await typeCard(session.session_id, { number: '5123450000000009', expiry_month: '1', expiry_year: '', security_code: '10' });
    expect(typed.status).toBe(200);
    const text = await typed.text();
    expect(JSON.parse(text)).toEqual({
      status: 'fields_in_error',
      session: { id: session.session_id },
      errors: { cardNumber: 'invalid', expiryMonth: 'invalid', expiryYear: 'missing', securityCode: 'invalid' },
    });
    expect(text).not.toContain('5123450000000009');
    const row = await accountEnv.DB.prepare('SELECT card_masked FROM sandbox_gateway_sessions WHERE id = ?').bind(session.session_id).first();
    expect(row).toEqual({ card_masked: null });
  });

  it('in a card program only Mastercard World and World Elite are saved, and such a card is listed only there', async () => {
    const { token } = await signUp();
    const standard = await addCard(token, APPROVED_CARD, { program: 'mc-world' });
    expect(standard.saved.status).toBe(422);
    expect((await standard.saved.json<ErrorBody>()).code).toBe('card_not_accepted');
    const elite = await addCard(token, { ...APPROVED_CARD, number: '5111111111111118' }, { program: 'mc-world' });
    expect(elite.saved.status).toBe(201);
    expect(await cardsOf(token, 'mc-world')).toEqual([expect.objectContaining({ last4: '1118', only_program: 'mc-world' })]);
    expect(await cardsOf(token, 'dine-asia')).toEqual([]);
  });

  it('a card is usable only in the program it was added in: listed there alone, and paying with it elsewhere is refused', async () => {
    const member = await signUp();
    // A Mastercard Standard, saved in an open program that takes any card.
    const { saved } = await addCard(member.token, APPROVED_CARD, { program: 'members-club' });
    expect(saved.status).toBe(201);
    const { bank_card } = await saved.json<{ bank_card: { id: number } }>();
    expect(await cardsOf(member.token, 'members-club')).toEqual([expect.objectContaining({ id: bank_card.id })]);
    // Not in a World-only program, nor in another open one.
    expect(await cardsOf(member.token, 'mc-world')).toEqual([]);
    expect(await cardsOf(member.token, 'dine-asia')).toEqual([]);

    const bookings = async () => (await accountEnv.DB.prepare('SELECT COUNT(*) AS n FROM bookings').first<{ n: number }>())!.n;
    const before = await bookings();
    const refused = await bookWithCard({ restaurant: GUARANTEE, token: member.token, mobile: member.mobile, cardId: bank_card.id });
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as ErrorBody).code).toBe('card_required');
    expect(await bookings()).toBe(before);
  });

  it('removes only the member own card (another member gets 404), and the next card becomes the default', async () => {
    const { token } = await signUp();
    const other = await signUp();
    const first = await (await addCard(token)).saved.json<{ bank_card: { id: number } }>();
    const second = await (await addCard(token, { ...APPROVED_CARD, number: '2223000000000007' })).saved.json<{ bank_card: { id: number } }>();
    expect((await send('POST', `/member/bank_cards/${second.bank_card.id}/default`, {}, member(token))).status).toBe(200);
    expect((await cardsOf(token)).map((card) => [card.id, card.is_default])).toEqual([[second.bank_card.id, true], [first.bank_card.id, false]]);
    const notTheirs = await send('DELETE', `/member/bank_cards/${second.bank_card.id}`, undefined, member(other.token));
    expect(notTheirs.status).toBe(404);
    expect((await send('POST', `/member/bank_cards/${second.bank_card.id}/default`, {}, member(other.token))).status).toBe(404);
    expect(await cardsOf(token)).toHaveLength(2);
    expect((await send('DELETE', `/member/bank_cards/${second.bank_card.id}`, undefined, member(token))).status).toBe(200);
    expect(await cardsOf(token)).toEqual([expect.objectContaining({ id: first.bank_card.id, is_default: true })]);
  });

  it('refuses bad input with a localized 400 and writes nothing; a card number is not something the save call takes', async () => {
    const { token } = await signUp();
    const session = await openCardSession(token);
    const before = await countCards();
    for (const body of [
      { session_id: session.session_id, order_id: session.order_id, source: 'dine-asia', channel: 'stripe' },
      { session_id: session.session_id, order_id: session.order_id, source: 'dine-asia', channel: 'mpgs', card_number: APPROVED_CARD.number },
      { session_id: 'x', order_id: session.order_id, source: 'dine-asia', channel: 'mpgs' },
    ]) {
      const answer = await send('POST', '/member/bank_cards', body, { ...member(token), 'Accept-Language': 'fr' });
      expect(answer.status).toBe(400);
      expect((await answer.json<ErrorBody>()).errors[0]).not.toBe('Some of the information sent is not valid');
    }
    expect(await countCards()).toBe(before);
    expect((await send('GET', '/member/bank_cards?source=dine-asia', undefined, {})).status).toBe(401);
  });
});
