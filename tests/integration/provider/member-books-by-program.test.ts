import { describe, expect, it } from 'vitest';
import type { ErrorBody } from './call-provider';
import { callProvider, signUp } from './account-fixtures';
import { bookFresh } from './manage-fixtures';

const booksIn = (token: string, program: string | null, locale?: string) =>
  callProvider(`/member/books${program === null ? '' : `?program=${program}`}`, { headers: { 'X-Member-Token': token }, ...(locale ? { locale } : {}) });

describe('GET /member/books is scoped to one program', () => {
  it('lists only the bookings the member made in the program asked for', async () => {
    const m = await signUp();
    // Restaurant 1 is in a region both programs cover; both bookings go through the provider's create.
    const asia = await bookFresh({ restaurant: 1, overrides: { program: 'dine-asia', mobile: m.mobile } });
    // members-club books only for a signed-in member.
    const club = await bookFresh({ restaurant: 1, overrides: { program: 'members-club', mobile: m.mobile }, headers: { 'X-Member-Token': m.token } });
    const inClub = await (await booksIn(m.token, 'members-club')).json<{ books: { reservation_code: string; program: string }[] }>();
    expect(inClub.books.map((b) => b.reservation_code)).toEqual([club.code]);
    const inAsia = await (await booksIn(m.token, 'dine-asia')).json<{ books: { reservation_code: string; program: string }[] }>();
    expect(inAsia.books.map((b) => b.reservation_code)).toEqual([asia.code]);
    expect((await (await booksIn(m.token, 'mc-world')).json<{ books: unknown[] }>()).books).toEqual([]);
  });

  it('refuses a call without a program, or with a malformed one, with a localized 400', async () => {
    const m = await signUp();
    const missing = await booksIn(m.token, null);
    expect(missing.status).toBe(400);
    expect((await missing.json<ErrorBody>()).errors[0]).toMatch(/program/i);
    expect((await booksIn(m.token, 'Not A Program!')).status).toBe(400);
    const zh = await booksIn(m.token, null, 'zh');
    expect(zh.status).toBe(400);
    expect((await zh.json<ErrorBody>()).errors[0]).not.toMatch(/program/i);
  });
});
