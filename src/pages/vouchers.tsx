import { Trans, useLingui } from '@lingui/react/macro';
import { providerForPage } from '../../server/edge/provider-for-page';
import { getPageContext } from '../../server/edge/request-context';
import { markUnavailable } from '../../server/edge/unavailable-page';
import { voucherListSchema } from '../domain/contract/voucher';
import { VoucherCard } from '../features/vouchers/voucher-card';
import { initPageI18n } from '../lib/i18n/server';
import { buildRoute, routes } from '../lib/routes';

/** Spec §2 vouchers: the diner's vouchers in this program (as a member, or by their verification), newest offers last. */
export default async function VouchersPage() {
  const page = getPageContext();
  initPageI18n(page.uiLocale);
  const { t } = useLingui();
  const program = page.program!;
  const answer = await providerForPage(page)
    .json(voucherListSchema, `/public/projects/${program.slug}/vouchers`)
    .catch(() => null);
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
    </div>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
