import { describe, expect, it } from 'vitest';
import { callProvider, type ErrorBody } from './call-provider';
import { send } from './account-fixtures';
import { bookedWithCard, GUARANTEE, memberWithCard, paymentOf } from './payment-fixtures';
import { providerEnv as env } from './seed-database';
import { mealWas } from './loyalty-fixtures';
import { asStaff, staffToken } from './staff-fixtures';

const member = (token: string) => ({ 'X-Member-Token': token });
const remove = (token: string, cardId: number, locale?: string) => callProvider(`/member/bank_cards/${cardId}`, { method: 'DELETE', headers: member(token), locale });
const cardIds = async (token: string) =>
  (await (await send('GET', '/member/bank_cards?source=dine-asia', undefined, member(token))).json() as { bank_cards: { id: number }[] }).bank_cards.map((card) => card.id);
const cancel = (b: { id: number; code: string }) => send('DELETE', `/public/books/${b.id}?reservation_code=${b.code}`, undefined);
const nameOf = async (restaurant: number, locale: string) =>
  (await env.DB.prepare('SELECT name FROM restaurant_texts WHERE restaurant_id = ?1 AND locale = ?2').bind(restaurant, locale).first<{ name: string }>())?.name;

describe('a card that guarantees an upcoming booking is not removed (409), and nothing changes', () => {
  it('refuses while the hold is scheduled, naming the restaurant in the diner’s language; after a cancel the card goes', async () => {
    const diner = await memberWithCard();
    const booked = await bookedWithCard({ restaurant: GUARANTEE, token: diner.token, mobile: diner.mobile, cardId: diner.cardId, days: 10 });
    const before = await paymentOf(booked.id);
    expect(before).toMatchObject({ state: 'scheduled', card_id: diner.cardId });

    const refused = await remove(diner.token, diner.cardId);
    expect(refused.status).toBe(409);
    const body = (await refused.json()) as ErrorBody;
    expect(body.code).toBe('card_guarantees_booking');
    expect(body.full_messages[0]).toBe(
      `This card guarantees an upcoming booking at ${await nameOf(GUARANTEE, 'en')}. Cancel that booking or wait until it is over before removing the card`,
    );
    expect(await cardIds(diner.token)).toEqual([diner.cardId]);
    expect(await paymentOf(booked.id)).toEqual(before);

    const inFrench = (await (await remove(diner.token, diner.cardId, 'fr')).json()) as ErrorBody;
    expect(inFrench.full_messages[0]).not.toContain('This card guarantees');
    expect(inFrench.full_messages[0]).toContain((await nameOf(GUARANTEE, 'fr')) ?? (await nameOf(GUARANTEE, 'en')));

    expect((await cancel(booked)).status).toBe(200);
    const removed = await remove(diner.token, diner.cardId);
    expect(removed.status).toBe(200);
    expect(await cardIds(diner.token)).toEqual([]);
    // The cancelled booking's payment keeps what it showed (brand, last four digits); its card link is gone.
    expect(await paymentOf(booked.id)).toMatchObject({ state: 'released', card_id: null, card_last4: before!.card_last4 });
  });

  it('refuses while the amount is held on the card; another card of the member is removed as before', async () => {
    const diner = await memberWithCard();
    const booked = await bookedWithCard({ restaurant: GUARANTEE, token: diner.token, mobile: diner.mobile, cardId: diner.cardId });
    expect((await paymentOf(booked.id))!.state).toBe('held');
    expect((await remove(diner.token, diner.cardId)).status).toBe(409);
    expect(await cardIds(diner.token)).toEqual([diner.cardId]);
    // Someone else's card id is still simply not theirs.
    const other = await memberWithCard();
    expect((await remove(other.token, diner.cardId)).status).toBe(404);
    expect((await remove(other.token, other.cardId)).status).toBe(200);
  });

  it('removes the card once the booking is over (staff confirmed the meal and took the guarantee)', async () => {
    const diner = await memberWithCard();
    const booked = await bookedWithCard({ restaurant: GUARANTEE, token: diner.token, mobile: diner.mobile, cardId: diner.cardId });
    expect((await remove(diner.token, diner.cardId)).status).toBe(409);
    // No call books in the past: the meal having started is written directly (as booking-payments.test.ts does).
    await mealWas(booked.id, 30);
    expect((await asStaff(await staffToken(GUARANTEE), 'POST', `/staff/bookings/${booked.id}/meal`)).status).toBe(200);
    expect((await paymentOf(booked.id))!.state).toBe('captured');
    expect((await remove(diner.token, diner.cardId)).status).toBe(200);
    expect(await cardIds(diner.token)).toEqual([]);
  });
});
