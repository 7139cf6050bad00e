import { Plural, Trans } from '@lingui/react/macro';
import type { Voucher } from '../../domain/contract/voucher';
import type { CatalogLocale } from '../../lib/i18n/catalogs';
import { formatMoney, formatPercent, intlLocale } from '../../lib/format';

/** What the voucher takes off, worded by the catalogs from its price type and amount (spec §3 price, price_type). */
function Benefit({ voucher, locale }: { voucher: Voucher; locale: CatalogLocale }) {
  if (voucher.price_type === 'percentage') {
    const percent = formatPercent(voucher.price, locale);
    return <Trans>{percent} off</Trans>;
  }
  if (voucher.price_type === 'fixed' && voucher.currency) {
    const amount = formatMoney({ amountMinor: voucher.price, currency: voucher.currency }, locale);
    return <Trans>{amount} off</Trans>;
  }
  return null;
}

function State({ state }: { state: Voucher['state'] }) {
  switch (state) {
    case 'available':
      return <Trans>Available</Trans>;
    case 'consumed':
      return <Trans>Fully redeemed</Trans>;
    case 'expired':
      return <Trans>Expired</Trans>;
    case 'coming_soon':
      return <Trans>Coming soon</Trans>;
  }
}

/** One voucher (spec §2 details): what it gives, its state, code, dates, what is left, terms of use and redemption history. */
export function VoucherCard({ voucher, locale }: { voucher: Voucher; locale: CatalogLocale }) {
  const dates = new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'medium' });
  const stamps = new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'medium', timeStyle: 'short' });
  const until = dates.format(new Date(voucher.end_at));
  const left = voucher.redeems_left;
  const total = voucher.total_redeems;
  const headingId = `voucher-${voucher.code}`;
  return (
    <article className="manage-section voucher-card" aria-labelledby={headingId} data-testid="voucher" data-state={voucher.state}>
      <h2 id={headingId}>{voucher.title}</h2>
      <p className="voucher-benefit">
        <strong>
          <Benefit voucher={voucher} locale={locale} />
        </strong>{' '}
        <span className={`voucher-state voucher-state-${voucher.state}`}>
          <State state={voucher.state} />
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
          <Trans>Valid until</Trans>
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
      </dl>
      {voucher.terms ? (
        <>
          <h3>
            <Trans>Terms of use</Trans>
          </h3>
          <p>{voucher.terms}</p>
        </>
      ) : null}
      <h3>
        <Trans>Redemption history</Trans>
      </h3>
      {voucher.history.length === 0 ? (
        <p className="muted">
          <Trans>Not used yet.</Trans>
        </p>
      ) : (
        <ul className="voucher-history" data-testid="voucher-history">
          {voucher.history.map((entry) => (
            <li key={entry.redeemed_at}>
              <time dateTime={entry.redeemed_at}>{stamps.format(new Date(entry.redeemed_at))}</time> · {entry.restaurant_name}
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
      <p className="muted">
        <Plural value={left} one="You can use it for # more booking." other="You can use it for # more bookings." />
      </p>
    </article>
  );
}
