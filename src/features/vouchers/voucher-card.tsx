import { Plural, Trans } from '@lingui/react/macro';
import type { Voucher } from '#domain/contract/voucher.ts';
import type { CatalogLocale } from '#lib/i18n/catalogs.ts';
import { intlLocale } from '#lib/i18n/format.ts';
import { VoucherBenefit } from './voucher-benefit';
import { VoucherState } from './voucher-state';

interface VoucherCardProps {
  voucher: Voucher;
  locale: CatalogLocale;
  /** The voucher's details page, linked from a list; absent on that page itself. */
  detailsHref?: string;
  /** The heading level: 1 on the details page, 2 in the list, 3 under the list's Past vouchers. */
  headingLevel?: 1 | 2 | 3;
}

/**
 * One voucher (spec §2 details): what it gives, its state, code, valid from and expires on, what is left, the deal it
 * is for, terms of use and redemption history (when, where, and whether it was given back).
 */
export function VoucherCard({ voucher, locale, detailsHref, headingLevel = 2 }: VoucherCardProps) {
  const dates = new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'medium' });
  // A redemption's date and time as the venue's clock read it, in the diner's locale.
  const stamp = (at: string, timeZone: string) => new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(new Date(at));
  const from = dates.format(new Date(voucher.start_at));
  const until = dates.format(new Date(voucher.end_at));
  const Heading = `h${headingLevel}` as const;
  const Subheading = `h${headingLevel + 1}` as 'h2' | 'h3' | 'h4';
  const left = voucher.redeems_left;
  const total = voucher.total_redeems;
  const headingId = `voucher-${voucher.code}`;
  return (
    <article className="manage-section voucher-card" aria-labelledby={headingId} data-testid="voucher" data-state={voucher.state}>
      <Heading id={headingId}>{voucher.title}</Heading>
      <p className="voucher-benefit">
        <VoucherBenefit voucher={voucher} />{' '}
        <span className={`voucher-state voucher-state-${voucher.state}`} data-testid="voucher-state">
          <VoucherState state={voucher.state} />
        </span>
      </p>
      <dl className="detail-list">
        <dt>
          <Trans>Voucher code</Trans>
        </dt>
        <dd data-testid="voucher-code">
          <code>{voucher.code}</code>
        </dd>
        <dt>
          <Trans>Valid from</Trans>
        </dt>
        <dd>
          <time dateTime={voucher.start_at}>{from}</time>
        </dd>
        <dt>
          <Trans>Expires on</Trans>
        </dt>
        <dd>
          <time dateTime={voucher.end_at}>{until}</time>
        </dd>
        <dt>
          <Trans>Redemptions left</Trans>
        </dt>
        <dd data-testid="voucher-left">
          <Trans>
            {left} of {total}
          </Trans>
        </dd>
        {voucher.points > 0 ? (
          <>
            <dt>
              <Trans>Points</Trans>
            </dt>
            <dd data-testid="voucher-points">{voucher.points}</dd>
          </>
        ) : null}
        {voucher.deal ? (
          <>
            <dt>
              <Trans>Only for the deal</Trans>
            </dt>
            <dd>{voucher.deal.name}</dd>
          </>
        ) : null}
      </dl>
      {voucher.terms ? (
        <>
          <Subheading>
            <Trans>Terms of use</Trans>
          </Subheading>
          <p>{voucher.terms}</p>
        </>
      ) : null}
      <Subheading>
        <Trans>Redemption history</Trans>
      </Subheading>
      {voucher.history.length === 0 ? (
        <p className="muted">
          <Trans>Not used yet.</Trans>
        </p>
      ) : (
        <ul className="voucher-history" data-testid="voucher-history">
          {voucher.history.map((entry) => (
            <li key={`${entry.redeemed_at}-${entry.restaurant_id}`}>
              <time dateTime={entry.redeemed_at}>{stamp(entry.redeemed_at, entry.time_zone)}</time> · {entry.restaurant_name}
              {entry.returned ? (
                <span className="muted">
                  {' '}
                  · <Trans>given back when the booking was cancelled</Trans>
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {voucher.state === 'available' ? (
        <p className="muted">
          <Plural value={left} one="You can use it for # more booking." other="You can use it for # more bookings." />
        </p>
      ) : null}
      {detailsHref ? (
        <p>
          <a href={detailsHref} data-testid="voucher-details-link">
            <Trans>Voucher details</Trans>
            <span className="visually-hidden">: {voucher.title}</span>
          </a>
        </p>
      ) : null}
    </article>
  );
}
