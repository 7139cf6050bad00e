import { Hono } from 'hono';
import { inviteLeaderboardSchema, maskNickname } from '#domain/contract/invite-leaderboard.ts';
import { memberHashOf } from '#provider/access/program-access.ts';
import { ApiError } from '#provider/platform/api-error.ts';
import { leaderboardProgram, rankedInviters } from './invite-leaderboard-db';
import { memberIdOfToken } from '#provider/accounts/member-tokens-db.ts';
import type { ProviderEnv } from '#provider/platform/env.ts';
import { activeProgram } from '#provider/programs/program-gate.ts';

/**
 * GET /public/projects/{program}/invite_leaderboard: an event program's inviters (spec §1), nicknames masked;
 * with a live member token, also that member's rank and count. 404 for a program without a leaderboard.
 */
export const inviteLeaderboard = new Hono<ProviderEnv>().get('/public/projects/:program/invite_leaderboard', async (c) => {
  const slug = c.req.param('program');
  await activeProgram(c, slug);
  const program = await leaderboardProgram(c.env.DB, slug);
  if (!program || program.invite_leaderboard !== 1) throw new ApiError(404, 'leaderboard_not_found', 'leaderboardNotFound');
  const memberHash = await memberHashOf(c);
  const member = memberHash ? await memberIdOfToken(c.env.DB, memberHash, new Date().toISOString()) : null;
  const board = await rankedInviters(c.env.DB, slug, member?.member_id ?? null);
  return c.json(
    inviteLeaderboardSchema.parse({
      starts_on: program.starts_on,
      ends_on: program.ends_on,
      leaders: board.leaders.map((row) => ({ rank: row.rank, nickname: maskNickname(row.nickname), invites: row.invites })),
      me: board.me,
    }),
    200,
    // Counts change with every sign-up, and the answer may name the member's own place: never shared.
    { 'Cache-Control': 'private, no-store' },
  );
});
