import { Trans } from '@lingui/react/macro';
import type { PageContext } from '#edge/request-context.ts';
import { formatCalendarDate } from '#lib/i18n/format.ts';
import type { CatalogLocale } from '#lib/i18n/catalogs.ts';
import { loginLink } from '#domain/routes.ts';
import { InviteLeaderboardTable } from './invite-leaderboard-table';
import { loadInviteLeaderboard } from './load-invite-leaderboard';
import { MyInvitePlace } from './my-invite-place';

/** The leaderboard's data part (rendered inside a Suspense boundary): the table and the member's place, or the error. */
export async function InviteLeaderboardBoard({ page }: { page: PageContext }) {
  const board = await loadInviteLeaderboard(page);
  if (!board) {
    return (
      <div className="manage-section" role="alert" data-testid="leaderboard-error">
        <p>
          <Trans>The leaderboard could not be loaded. Please try again.</Trans>
        </p>
        <a className="button-secondary" href={`${page.url.pathname}${page.url.search}`}>
          <Trans>Try again</Trans>
        </a>
      </div>
    );
  }
  return (
    <>
      {board.starts_on && board.ends_on ? <EventDates startsOn={board.starts_on} endsOn={board.ends_on} locale={page.uiLocale} /> : null}
      <MyInvitePlace me={board.me} loginHref={loginLink(page.url)} />
      <InviteLeaderboardTable leaders={board.leaders} locale={page.uiLocale} />
    </>
  );
}

function EventDates({ startsOn, endsOn, locale }: { startsOn: string; endsOn: string; locale: CatalogLocale }) {
  const first = formatCalendarDate(startsOn, locale);
  const last = formatCalendarDate(endsOn, locale);
  return (
    <p className="muted" data-testid="leaderboard-dates">
      <Trans>
        Invites count from {first} to {last}.
      </Trans>
    </p>
  );
}
