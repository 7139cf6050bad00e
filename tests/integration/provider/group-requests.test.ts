import { describe, expect, it } from 'vitest';
import { groupRequestAnswerSchema } from '#domain/contract/booking-manage.ts';
import { guestMobile, localDateIn } from './booking-fixtures';
import { callProvider, type ErrorBody } from './call-provider';
import { providerEnv as env } from './seed-database';

const R = 2;
const requestBody = (overrides: Record<string, unknown> = {}) => ({
  program: 'dine-asia', date: '2099-01-01', time: '19:00', guest_count: '14', remark: 'Company dinner, one vegetarian',
  first_name: 'Jane', last_name: 'Doe', email: 'jane@example.com', country_code: '65', mobile: guestMobile(), consent: true, ...overrides,
});
const send = (body: unknown, locale?: string, restaurant = R) =>
  callProvider(`/public/restaurants/${restaurant}/group_requests`, {
    method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body), ...(locale ? { locale } : {}),
  });
const count = async () => (await env.DB.prepare('SELECT COUNT(*) AS n FROM group_requests').first<{ n: number }>())!.n;

describe('group booking requests', () => {
  it('stores a request as pending and reads its status by reference code, in the reader’s language', async () => {
    const date = await localDateIn(R, 5);
    const response = await send(requestBody({ date }));
    expect(response.status).toBe(201);
    const { group_request: created } = groupRequestAnswerSchema.parse(await response.json());
    expect(created).toMatchObject({ restaurant_id: R, date, time: '19:00', guest_count: 14, status: 'pending', status_lng: 'Pending' });
    expect(created.reference_code).toMatch(/^[A-Z0-9]{8}$/);
    const stored = await env.DB.prepare('SELECT remark, mobile, program FROM group_requests WHERE reference_code = ?').bind(created.reference_code).first();
    expect(stored).toEqual({ remark: 'Company dinner, one vegetarian', mobile: guestMobile(), program: 'dine-asia' });

    const read = await callProvider(`/public/group_requests/${created.reference_code.toLowerCase()}`, { locale: 'zh' });
    expect(read.status).toBe(200);
    const { group_request: status } = groupRequestAnswerSchema.parse(await read.json());
    expect(status.reference_code).toBe(created.reference_code);
    expect(status.status).toBe('pending');
    expect(status.status_lng).not.toBe('');
  });

  it.each([
    ['guest count with a letter', { guest_count: '12a' }, 'Please enter the number of guests in digits'],
    ['guest count 0', { guest_count: '0' }, 'Please enter the number of guests in digits'],
    ['missing remark', { remark: undefined }, 'Please tell the restaurant about your group'],
    ['blank remark', { remark: '   ' }, 'Please tell the restaurant about your group'],
    ['phone with spaces', { mobile: '9123 4567' }, 'Please enter a valid phone number'],
    ['a China number without the leading 1', { country_code: '86', mobile: '23456789012' }, 'Please enter a valid phone number'],
    ['no consent', { consent: false }, 'Please agree to the user agreement and privacy policy'],
  ])('refuses %s with a localized 400 and writes nothing', async (_, overrides, message) => {
    const before = await count();
    const response = await send(requestBody({ date: await localDateIn(R, 5), ...overrides }));
    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorBody).full_messages).toEqual([message]);
    expect(await count()).toBe(before);
  });

  it('answers the refusal in the diner’s language', async () => {
    const response = await send(requestBody({ guest_count: '12a' }), 'ja');
    expect(response.status).toBe(400);
    const body = (await response.json()) as ErrorBody;
    expect(body.code).toBe('invalid_request');
    expect(body.full_messages[0]).toBeTruthy();
  });

  it('refuses a past date, an unknown restaurant and an unknown program, writing nothing', async () => {
    const before = await count();
    expect((await send(requestBody({ date: await localDateIn(R, -2) }))).status).toBe(422);
    const unknown = await send(requestBody({ date: await localDateIn(R, 5) }), undefined, 999999);
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as ErrorBody).full_messages).toEqual(['This restaurant does not exist']);
    expect((await send(requestBody({ date: await localDateIn(R, 5), program: 'no-such-program' }))).status).toBe(404);
    expect(await count()).toBe(before);
  });

  it('answers 404 for an unknown reference and 400 for a malformed one', async () => {
    const missing = await callProvider('/public/group_requests/ZZZZZZZZ');
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as ErrorBody).full_messages).toEqual(['We could not find this group request']);
    expect((await callProvider('/public/group_requests/bad%20code!')).status).toBe(400);
  });
});
