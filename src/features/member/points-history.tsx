import { Trans } from '@lingui/react/macro';
import type { PointHistory } from '#domain/contract/account.ts';
import type { CatalogLocale } from '#lib/i18n/catalogs.ts';
import { intlLocale } from '#lib/i18n/format.ts';

type Reason = PointHistory['entries'][number]['reason'];

/** Why points came or went, worded by the catalogs from the ledger's reason. */
function ReasonText({ reason }: { reason: Reason }) {
  switch (reason) {
    case 'opening_balance':
      return <Trans>Points you had before</Trans>;
    case 'invite_given':
      return <Trans>A friend joined with your invite code</Trans>;
    case 'invite_joined':
      return <Trans>You joined with a friend's invite code</Trans>;
    case 'booking_completed':
      return <Trans>A completed booking</Trans>;
    case 'review':
      return <Trans>Your review</Trans>;
    case 'voucher':
      return <Trans>A voucher</Trans>;
    case 'expiry':
      return <Trans>Points expired</Trans>;
  }
}

/** My bookings' points history (the ledger, newest first). */
export function PointsHistory({ entries, locale }: { entries: PointHistory['entries']; locale: CatalogLocale }) {
  const numbers = new Intl.NumberFormat(intlLocale(locale), { signDisplay: 'always' });
  const dates = new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'medium' });
  return (
    <section className="manage-section" aria-labelledby="points-history-heading" data-testid="points-history">
      <h2 id="points-history-heading">
        <Trans>Points history</Trans>
      </h2>
      {entries.length === 0 ? (
        <p className="muted">
          <Trans>No points yet. Invite a friend with your code to earn your first ones.</Trans>
        </p>
      ) : (
        <ul className="points-history">
          {entries.map((entry, index) => (
            <li key={`${entry.created_at}-${index}`}>
              <strong>{numbers.format(entry.delta)}</strong> · <ReasonText reason={entry.reason} /> ·{' '}
              <time dateTime={entry.created_at}>{dates.format(new Date(entry.created_at))}</time>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
