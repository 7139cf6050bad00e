import { describe, expect, it } from 'vitest';
import { expiringPoints, expiryCutoff } from '#domain/points-expiry.ts';
import { callProvider, send } from './account-fixtures';
import { asMember, historyOf, mealWas, memberOf, newMember, signUpWithInvite, statusOf } from './loyalty-fixtures';
import { runCron } from './mail-fixtures';
import { bookFresh, bookingPath } from './manage-fixtures';
import { providerEnv as env } from './seed-database';

const R = 2;
const OPS = { Authorization: 'Bearer test-ops-token' };

/** Moves a member's ledger entry of this reason `days` into the past: how old a point is is no call's to set. */
async function ageEntry(memberId: number, reason: string, days: number): Promise<void> {
  await env.DB.prepare("UPDATE point_entries SET created_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now', ?3) WHERE member_id = ?1 AND reason = ?2")
    .bind(memberId, reason, `-${days} days`)
    .run();
}

describe('points for completed bookings (cron)', () => {
  it('completes a confirmed booking once its meal is over and gives its member the booking points once', async () => {
    const member = await newMember();
    const booking = await bookFresh({ restaurant: R, overrides: { mobile: member.mobile } });
    await runCron();
    expect(await statusOf(booking.id)).toBe('confirmed');

    // Within the rules' 180 minutes after the reserved time the meal may still go on.
    await mealWas(booking.id, 120);
    await runCron();
    expect(await statusOf(booking.id)).toBe('confirmed');
    expect((await memberOf(member.token)).points).toBe(0);

    await mealWas(booking.id, 181);
    await runCron();
    expect(await statusOf(booking.id)).toBe('completed');
    expect((await memberOf(member.token)).points).toBe(50);
    expect((await historyOf(member.token)).entries).toEqual([expect.objectContaining({ delta: 50, reason: 'booking_completed' })]);

    // Running again (a retried tick) adds nothing.
    await runCron();
    expect((await memberOf(member.token)).points).toBe(50);
    expect((await historyOf(member.token)).entries).toHaveLength(1);
  });

  it('lifts the member’s level when the points reach the next one', async () => {
    const member = await newMember();
    const first = await bookFresh({ restaurant: R, overrides: { mobile: member.mobile } });
    const second = await bookFresh({ restaurant: R, overrides: { mobile: member.mobile } });
    expect((await memberOf(member.token)).level.name).toBe('Member');
    await mealWas(first.id, 300);
    await mealWas(second.id, 200);
    await runCron();
    const after = await memberOf(member.token);
    expect(after.points).toBe(100);
    expect(after.level.name).toBe('Silver');
  });

  it('gives nothing for a cancelled booking, and completes a guest’s booking without points', async () => {
    const member = await newMember();
    const cancelled = await bookFresh({ restaurant: R, overrides: { mobile: member.mobile } });
    expect((await callProvider(bookingPath(cancelled.id, cancelled.code), { method: 'DELETE' })).status).toBe(200);
    await mealWas(cancelled.id, 400);
    const guest = await bookFresh({ restaurant: R, overrides: { mobile: '70000001' } });
    await mealWas(guest.id, 400);
    const entriesBefore = (await env.DB.prepare("SELECT count(*) AS n FROM point_entries WHERE reason = 'booking_completed'").first<{ n: number }>())!.n;
    await runCron();
    expect(await statusOf(cancelled.id)).toBe('cancelled');
    expect(await statusOf(guest.id)).toBe('completed');
    expect((await memberOf(member.token)).points).toBe(0);
    expect((await env.DB.prepare("SELECT count(*) AS n FROM point_entries WHERE reason = 'booking_completed'").first<{ n: number }>())!.n).toBe(entriesBefore);
  });
});

describe('points expiry (cron), oldest first', () => {
  it('expires what is left of the points older than the rules’ 365 days, once a day, never newer ones', async () => {
    const member = await newMember();
    // 50 points for a meal and 10 for a friend's sign-up, both earned more than a year ago.
    const booking = await bookFresh({ restaurant: R, overrides: { mobile: member.mobile } });
    await mealWas(booking.id, 200);
    await runCron();
    await signUpWithInvite(member.inviteCode);
    await ageEntry(member.id, 'booking_completed', 400);
    await ageEntry(member.id, 'invite_given', 400);
    // 20 of them spent on a voucher today, and 10 new points from another friend.
    const offer = await send('POST', '/ops/programs/members-club/voucher_offers', {
      price_type: 'fixed', price: 1500, currency: 'SGD', visible_consumer: true, points_price: 20,
      starts_at: '2025-01-01T00:00:00Z', ends_at: '2031-01-01T00:00:00Z', texts: { en: { title: 'Expiry test' } },
    }, OPS);
    expect(offer.status).toBe(201);
    const offerId = (await offer.json<{ id: number }>()).id;
    expect((await send('POST', `/public/projects/members-club/voucher_offers/${offerId}/claim`, {}, asMember(member.token))).status).toBe(201);
    await signUpWithInvite(member.inviteCode);
    expect((await memberOf(member.token)).points).toBe(50);

    const ledger = (await env.DB.prepare('SELECT delta, created_at FROM point_entries WHERE member_id = ?').bind(member.id).all<{ delta: number; created_at: string }>()).results;
    await runCron();
    // The spend took 20 of the 60 old points: 40 expire, the 10 new ones stay.
    const expired = (await historyOf(member.token)).entries.filter((e) => e.reason === 'expiry');
    expect(expired.map((e) => e.delta)).toEqual([-40]);
    // The SQL and the domain rule agree on the same ledger.
    expect(expiringPoints(ledger, expiryCutoff(new Date(), 365))).toBe(40);
    expect((await memberOf(member.token)).points).toBe(10);
    const ref = await env.DB.prepare("SELECT ref FROM point_entries WHERE member_id = ? AND reason = 'expiry'").bind(member.id).first<{ ref: string }>();
    expect(ref?.ref).toBe(expiryCutoff(new Date(), 365));

    // A rerun the same day writes nothing.
    await runCron();
    expect((await historyOf(member.token)).entries.filter((e) => e.reason === 'expiry')).toHaveLength(1);
    expect((await memberOf(member.token)).points).toBe(10);
  });

  it('expires nothing from a member who spent all their old points, and nothing when the rules say points never expire', async () => {
    const spent = await newMember();
    await signUpWithInvite(spent.inviteCode);
    const offer = await send('POST', '/ops/programs/members-club/voucher_offers', {
      price_type: 'fixed', price: 500, currency: 'SGD', visible_consumer: true, points_price: 10,
      starts_at: '2025-01-01T00:00:00Z', ends_at: '2031-01-01T00:00:00Z', texts: { en: { title: 'Spent test' } },
    }, OPS);
    const offerId = (await offer.json<{ id: number }>()).id;
    expect((await send('POST', `/public/projects/members-club/voucher_offers/${offerId}/claim`, {}, asMember(spent.token))).status).toBe(201);
    await ageEntry(spent.id, 'invite_given', 400);

    const kept = await newMember();
    await signUpWithInvite(kept.inviteCode);
    await ageEntry(kept.id, 'invite_given', 400);
    // No call edits the loyalty rules: an operator's "never expire" is written directly, then put back.
    await env.DB.prepare('UPDATE loyalty_rules SET points_expire_days = NULL').run();
    try {
      await runCron();
    } finally {
      await env.DB.prepare('UPDATE loyalty_rules SET points_expire_days = 365').run();
    }
    expect((await memberOf(kept.token)).points).toBe(10);

    await runCron();
    expect((await historyOf(spent.token)).entries.map((e) => e.reason)).not.toContain('expiry');
    expect((await memberOf(spent.token)).points).toBe(0);
    expect((await memberOf(kept.token)).points).toBe(0);
  });
});
