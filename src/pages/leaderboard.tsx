import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense } from 'react';
import { getPageContext } from '#edge/request-context.ts';
import { NotFoundNotice } from '#ui/not-found-notice.tsx';
import { PageHeading } from '#ui/page-heading.tsx';
import { domainMessages } from '#domain/messages.ts';
import { InviteLeaderboardBoard } from '#features/rewards/invite-leaderboard-board.tsx';
import { initPageI18n } from '#lib/i18n/server.ts';
import { buildRoute, routes } from '#domain/routes.ts';

/** Spec §1: the invites of an event program's members, counted for its leaderboard (only where the program has one). */
export default async function LeaderboardPage() {
  const page = getPageContext();
  const i18n = initPageI18n(page.uiLocale);
  const { t } = useLingui();
  const program = page.program!;
  const { config } = program.bundle;
  if (!config.invite_leaderboard) {
    return (
      <NotFoundNotice
        title={t`Invite leaderboard`}
        heading={i18n._(domainMessages.leaderboardNotFound)}
        action={{ href: buildRoute(routes.home, page.url.searchParams), label: <Trans>Find a restaurant</Trans> }}
      />
    );
  }
  const title = config.title;
  return (
    <div className="my-bookings leaderboard-page">
      <PageHeading title={t`Invite leaderboard`}><Trans>Invite leaderboard</Trans></PageHeading>
      <p>
        <Trans>Every friend who signs up with your invite code during {title} gives you both 10 points and counts here.</Trans>
      </p>
      <Suspense
        fallback={
          <p className="muted" role="status" data-testid="leaderboard-loading">
            <Trans>Loading the leaderboard…</Trans>
          </p>
        }
      >
        <InviteLeaderboardBoard page={page} />
      </Suspense>
    </div>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
