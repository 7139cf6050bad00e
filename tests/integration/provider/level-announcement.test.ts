import { describe, expect, it } from 'vitest';
import type { UpgradeInfo } from '#domain/contract/account.ts';
import { callProvider, send } from './account-fixtures';
import { asMember, mealWas, memberOf, newMember } from './loyalty-fixtures';
import { runCron } from './mail-fixtures';
import { bookFresh } from './manage-fixtures';

const upgradeOf = async (token: string, locale?: string) =>
  (await callProvider('/member/upgrade', { headers: asMember(token), ...(locale ? { locale } : {}) })).json<UpgradeInfo>();
const seen = async (token: string) => (await send('POST', '/member/upgrade/seen', {}, asMember(token))).json<{ announced: boolean }>();
const partnerLevel = async (token: string, project: string) => (await send('PUT', '/member/partner_level', { project }, asMember(token))).json<UpgradeInfo>();

/** A member whose two completed meals (50 points each) lift them from Member to Silver. */
async function liftedToSilver() {
  const member = await newMember();
  for (const minutes of [300, 200]) {
    const booking = await bookFresh({ restaurant: 2, overrides: { mobile: member.mobile } });
    await mealWas(booking.id, minutes);
  }
  await runCron();
  expect((await memberOf(member.token)).level.name).toBe('Silver');
  return member;
}

describe('the level-up congratulation (spec §2, §3 upgrade info)', () => {
  it('is not shown to a new member, nor to a caller without a member token', async () => {
    const member = await newMember();
    expect(await upgradeOf(member.token)).toMatchObject({ visible: false, levelText: 'Member' });
    expect(await seen(member.token)).toEqual({ announced: false });
    expect((await callProvider('/member/upgrade')).status).toBe(401);
    expect((await send('POST', '/member/upgrade/seen', {})).status).toBe(401);
  });

  it('is shown once after the ledger lifts the member, in the diner’s language, until it is seen', async () => {
    const member = await liftedToSilver();
    const upgrade = await upgradeOf(member.token);
    expect(upgrade).toMatchObject({ visible: true, levelText: 'Silver' });
    expect(upgrade.levelIcon).toMatch(/^data:image\/svg\+xml,/);
    expect(await upgradeOf(member.token, 'zh')).toMatchObject({ visible: true, levelText: '白银' });
    // Reading it again (another page load before the dialog was closed) still shows it.
    expect((await upgradeOf(member.token)).visible).toBe(true);
    expect(await seen(member.token)).toEqual({ announced: true });
    expect((await upgradeOf(member.token)).visible).toBe(false);
    expect(await seen(member.token)).toEqual({ announced: false });
  });

  it('is answered by the sign-in’s partner level call once, and then not again on a page load', async () => {
    const member = await liftedToSilver();
    // dine-asia lifts nobody: the ledger's lift is what the sign-in shows.
    expect(await partnerLevel(member.token, 'dine-asia')).toMatchObject({ visible: true, levelText: 'Silver' });
    expect((await partnerLevel(member.token, 'dine-asia')).visible).toBe(false);
    expect((await upgradeOf(member.token)).visible).toBe(false);
  });

  it('records a program’s lift as congratulated, so the page load after the sign-in does not show it twice', async () => {
    const member = await newMember();
    expect(await partnerLevel(member.token, 'mc-world')).toMatchObject({ visible: true, levelText: 'Gold' });
    expect((await upgradeOf(member.token)).visible).toBe(false);
    expect((await partnerLevel(member.token, 'mc-world')).visible).toBe(false);
  });
});
