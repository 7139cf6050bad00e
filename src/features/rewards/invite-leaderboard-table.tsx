import { Trans, useLingui } from '@lingui/react/macro';
import type { InviteLeaderboard } from '#domain/contract/invite-leaderboard.ts';
import { intlLocale } from '#lib/i18n/format.ts';
import type { CatalogLocale } from '#lib/i18n/catalogs.ts';

/** The top inviters as a table: rank, masked nickname, friends invited; or a line saying nobody invited yet. */
export function InviteLeaderboardTable({ leaders, locale }: { leaders: InviteLeaderboard['leaders']; locale: CatalogLocale }) {
  const { t } = useLingui();
  const number = new Intl.NumberFormat(intlLocale(locale));
  if (leaders.length === 0) {
    return (
      <p className="manage-section" data-testid="leaderboard-empty">
        <Trans>No one has invited a friend during this event yet. Share your invite code and be the first on the board.</Trans>
      </p>
    );
  }
  return (
    <table className="leaderboard-table" data-testid="leaderboard-table">
      <caption>{t`Top inviters`}</caption>
      <thead>
        <tr>
          <th scope="col">{t`Rank`}</th>
          <th scope="col">{t`Member`}</th>
          <th scope="col">{t`Friends invited`}</th>
        </tr>
      </thead>
      <tbody>
        {leaders.map((leader, index) => (
          <tr key={index}>
            <td>{number.format(leader.rank)}</td>
            <th scope="row">{leader.nickname}</th>
            <td>{number.format(leader.invites)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
