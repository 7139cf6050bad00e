import { Trans, useLingui } from '@lingui/react/macro';
import { providerForPage } from '#edge/provider-for-page.ts';
import { getPageContext } from '#edge/request-context.ts';
import { markUnavailable } from '#edge/unavailable-page.ts';
import { PageHeading } from '#ui/page-heading.tsx';
import { claimableOfferListSchema, voucherListSchema } from '#domain/contract/voucher.ts';
import { ClaimableOffers } from '#features/vouchers/claimable-offers.tsx';
import { VoucherCard } from '#features/vouchers/voucher-card.tsx';
import { initPageI18n } from '#lib/i18n/server.ts';
import { buildRoute, loginLink, routes } from '#domain/routes.ts';

/** Spec §2 vouchers: the diner's vouchers in this program (as a member, or by their verification), newest offers last. */
export default async function VouchersPage() {
  const page = getPageContext();
  initPageI18n(page.uiLocale);
  const { t } = useLingui();
  const program = page.program!;
  const provider = providerForPage(page);
  const list = `/public/projects/${program.slug}/vouchers`;
  // Spec §9 lists only usable vouchers; the consumed and expired ones stay reachable below (spec §8: a failed list is empty).
  const [answer, past, offers] = await Promise.all([
    provider.json(voucherListSchema, list).catch(() => null),
    provider.json(voucherListSchema, list, { query: { state: 'past' } }).then((a) => a.data.vouchers, () => []),
    provider.json(claimableOfferListSchema, `/public/projects/${program.slug}/voucher_offers`).then((a) => a.data.offers, () => []),
  ]);
  if (!answer) return markUnavailable(page);
  const { vouchers } = answer.data;
  const detailsHref = (code: string) => buildRoute(routes.voucher(code), page.url.searchParams);
  return (
    <div className="my-bookings vouchers-page">
      <PageHeading title={t`My vouchers`}><Trans>My vouchers</Trans></PageHeading>
      {vouchers.length === 0 && past.length === 0 ? (
        <div className="manage-section" data-testid="no-vouchers">
          <p>
            <Trans>You have no vouchers in this program yet. Vouchers come with your verification or membership, and you choose one when you book.</Trans>
          </p>
          <a className="button-secondary" href={buildRoute(routes.home, page.url.searchParams)}>
            <Trans>Find a restaurant</Trans>
          </a>
        </div>
      ) : (
        vouchers.map((voucher) => <VoucherCard key={voucher.code} voucher={voucher} locale={page.uiLocale} detailsHref={detailsHref(voucher.code)} />)
      )}
      {past.length > 0 ? (
        <section aria-labelledby="past-vouchers-heading" data-testid="past-vouchers">
          <h2 id="past-vouchers-heading">
            <Trans>Past vouchers</Trans>
          </h2>
          <p className="muted">
            <Trans>Vouchers you have used up or that have expired.</Trans>
          </p>
          {past.map((voucher) => (
            <VoucherCard key={voucher.code} voucher={voucher} locale={page.uiLocale} detailsHref={detailsHref(voucher.code)} headingLevel={3} />
          ))}
        </section>
      ) : null}
      <ClaimableOffers offers={offers} program={program.slug} lang={page.uiLocale} signedIn={!!page.memberToken} loginHref={loginLink(page.url)} />
    </div>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
