import { Trans, useLingui } from '@lingui/react/macro';
import { providerForPage } from '../../server/edge/provider-for-page';
import { getPageContext } from '../../server/edge/request-context';
import { markUnavailable } from '../../server/edge/unavailable-page';
import { claimableOfferListSchema, voucherListSchema } from '../domain/contract/voucher';
import { ClaimableOffers } from '../features/vouchers/claimable-offers';
import { VoucherCard } from '../features/vouchers/voucher-card';
import { initPageI18n } from '../lib/i18n/server';
import { buildRoute, loginLink, routes } from '../lib/routes';

/** Spec §2 vouchers: the diner's vouchers in this program (as a member, or by their verification), newest offers last. */
export default async function VouchersPage() {
  const page = getPageContext();
  initPageI18n(page.uiLocale);
  const { t } = useLingui();
  const program = page.program!;
  const provider = providerForPage(page);
  const [answer, offers] = await Promise.all([
    provider.json(voucherListSchema, `/public/projects/${program.slug}/vouchers`).catch(() => null),
    provider.json(claimableOfferListSchema, `/public/projects/${program.slug}/voucher_offers`).then((a) => a.data.offers, () => []),
  ]);
  if (!answer) return markUnavailable(page);
  const { vouchers } = answer.data;
  return (
    <div className="my-bookings vouchers-page">
      <title>{t`My vouchers`}</title>
      <h1>
        <Trans>My vouchers</Trans>
      </h1>
      {vouchers.length === 0 ? (
        <div className="manage-section" data-testid="no-vouchers">
          <p>
            <Trans>You have no vouchers in this program yet. Vouchers come with your verification or membership, and you choose one when you book.</Trans>
          </p>
          <a className="button-secondary" href={buildRoute(routes.home, page.url.searchParams)}>
            <Trans>Find a restaurant</Trans>
          </a>
        </div>
      ) : (
        vouchers.map((voucher) => <VoucherCard key={voucher.code} voucher={voucher} locale={page.uiLocale} />)
      )}
      <ClaimableOffers offers={offers} program={program.slug} lang={page.uiLocale} signedIn={!!page.memberToken} loginHref={loginLink(page.url)} />
    </div>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
