import { Plural, Trans } from '@lingui/react/macro';
import type { InviteLeaderboard } from '#domain/contract/invite-leaderboard.ts';

/** The signed-in member's own place on the leaderboard, or a way to log in and see it. */
export function MyInvitePlace({ me, loginHref }: { me: InviteLeaderboard['me']; loginHref: string }) {
  if (!me) {
    return (
      <p className="manage-section" data-testid="leaderboard-me">
        <a href={loginHref} data-opens-login>
          <Trans>Log in to see your place on the leaderboard</Trans>
        </a>
      </p>
    );
  }
  const { rank, invites } = me;
  return (
    <p className="manage-section" data-testid="leaderboard-me">
      {rank === null ? (
        <Trans>You have not invited a friend during this event yet.</Trans>
      ) : (
        <>
          <span className="leaderboard-me-line">
            <Trans>You are number {rank} on the leaderboard.</Trans>
          </span>
          <span className="leaderboard-me-line">
            <Plural value={invites} one="You invited # friend." other="You invited # friends." />
          </span>
        </>
      )}
    </p>
  );
}
