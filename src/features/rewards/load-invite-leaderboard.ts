import { providerForPage } from '#edge/provider-for-page.ts';
import type { PageContext } from '#edge/request-context.ts';
import { inviteLeaderboardSchema, type InviteLeaderboard } from '#domain/contract/invite-leaderboard.ts';

/** The program's invite leaderboard, with the signed-in member's place; null when it could not be loaded. */
export async function loadInviteLeaderboard(page: PageContext): Promise<InviteLeaderboard | null> {
  try {
    return (await providerForPage(page).json(inviteLeaderboardSchema, `/public/projects/${page.program!.slug}/invite_leaderboard`)).data;
  } catch (error) {
    console.error('invite leaderboard unavailable', error);
    return null;
  }
}
