import { z } from 'zod';

/** How many inviters an event's leaderboard lists. */
export const LEADERBOARD_SIZE = 10;

const rankedInviter = z.object({
  /** Competition rank: members with the same count share a rank, the next count skips the shared places. */
  rank: z.number().int().positive(),
  /** The nickname masked (its first character and ***): other diners are not named on a public page. */
  nickname: z.string(),
  invites: z.number().int().positive(),
});

/**
 * GET /public/projects/{program}/invite_leaderboard (spec §1: invites count for an event leaderboard): the
 * friends each member brought between the program's first and last day, the top inviters, and the signed-in
 * member's own place (rank null while they have invited nobody in the window).
 */
export const inviteLeaderboardSchema = z.object({
  starts_on: z.string().nullable(),
  ends_on: z.string().nullable(),
  leaders: z.array(rankedInviter).max(LEADERBOARD_SIZE),
  me: z.object({ rank: z.number().int().positive().nullable(), invites: z.number().int().nonnegative() }).nullable(),
});
export type InviteLeaderboard = z.infer<typeof inviteLeaderboardSchema>;

/** A nickname as a public leaderboard shows it: the first character (not a half of a surrogate pair) and ***. */
export function maskNickname(nickname: string): string {
  const first = Array.from(nickname.trim())[0];
  return `${first ?? ''}***`;
}
