import { describe, expect, it } from 'vitest';
import type { InviteLeaderboard } from '#domain/contract/invite-leaderboard.ts';
import { callProvider, signUp } from './account-fixtures';
import type { ErrorBody } from './call-provider';
import { asMember, memberOf, signUpWithInvite } from './loyalty-fixtures';
import { providerEnv as env } from './seed-database';

const PATH = '/public/projects/restaurant-week/invite_leaderboard';
const boardOf = async (token?: string) => {
  const answer = await callProvider(PATH, token ? { headers: asMember(token) } : {});
  expect(answer.status).toBe(200);
  return answer.json<InviteLeaderboard>();
};

/** A member with a nickname of our choosing who brought `friends` new members with their invite code. */
async function inviter(nickname: string, friends: number) {
  const member = await signUp({ nickname });
  const { invite_code, id } = await memberOf(member.token);
  for (let i = 0; i < friends; i++) await signUpWithInvite(invite_code);
  return { ...member, id, inviteCode: invite_code };
}

describe('the invite leaderboard of an event program (spec §1)', () => {
  // First in the file: its database has no invite yet.
  it('is empty before anyone invited a friend, and a member there has no rank', async () => {
    const member = await signUp();
    expect(await boardOf(member.token)).toEqual({ starts_on: '2025-01-01', ends_on: '2030-12-31', leaders: [], me: { rank: null, invites: 0 } });
  });

  it('ranks inviters by the friends they brought within the event, nicknames masked, with the member’s own place', async () => {
    const suffix = Math.random().toString(36).slice(2, 8);
    const first = await inviter(`Amelia${suffix}`, 3);
    const second = await inviter(`Bo${suffix}`, 2);
    const third = await inviter(`陈${suffix}`, 2);
    // One of the third inviter's friends joined before restaurant-week began (2025-01-01): an invite's date is
    // no call's to set, so it is moved directly; it no longer counts.
    await env.DB.prepare(
      "UPDATE point_entries SET created_at = '2024-12-31T23:59:59.000Z' WHERE id = (SELECT MIN(id) FROM point_entries WHERE member_id = ? AND reason = 'invite_given')",
    ).bind(third.id).run();
    const nobody = await signUp();

    const board = await boardOf();
    expect(board).toMatchObject({ starts_on: '2025-01-01', ends_on: '2030-12-31', me: null });
    expect(board.leaders.slice(0, 3)).toEqual([
      { rank: 1, nickname: 'A***', invites: 3 },
      { rank: 2, nickname: 'B***', invites: 2 },
      { rank: 3, nickname: '陈***', invites: 1 },
    ]);
    const text = JSON.stringify(board);
    for (const nickname of [first.nickname, second.nickname, third.nickname]) expect(text).not.toContain(nickname);

    expect((await boardOf(second.token)).me).toEqual({ rank: 2, invites: 2 });
    expect((await boardOf(nobody.token)).me).toEqual({ rank: null, invites: 0 });
    // A token that is not live reads as no member.
    expect((await boardOf('0'.repeat(64))).me).toBeNull();
  });

  it('lists at most 10, ties sharing a rank, and still tells a member below them their place', async () => {
    const suffix = Math.random().toString(36).slice(2, 8);
    for (let i = 0; i < 10; i++) await inviter(`t${i}${suffix}`, 1);
    const last = await inviter(`z${suffix}`, 1);
    const board = await boardOf(last.token);
    expect(board.leaders).toHaveLength(10);
    const ones = board.leaders.filter((l) => l.invites === 1);
    expect(new Set(ones.map((l) => l.rank)).size).toBe(1);
    expect(board.me).toEqual({ rank: ones[0]!.rank, invites: 1 });
  });

  it('answers 404 for a program without a leaderboard or an unknown one, and 400 for a malformed name', async () => {
    const none = await callProvider('/public/projects/dine-asia/invite_leaderboard');
    expect(none.status).toBe(404);
    expect(await none.json<ErrorBody>()).toMatchObject({ code: 'leaderboard_not_found', full_messages: ['This program has no invite leaderboard'] });
    expect((await callProvider('/public/projects/no-such-program/invite_leaderboard')).status).toBe(404);
    expect((await callProvider('/public/projects/Bad_Name!/invite_leaderboard')).status).toBe(400);
  });
});
