import { Trans, useLingui } from '@lingui/react/macro';
import { providerForPage } from '#edge/provider-for-page.ts';
import { ProviderError } from '#edge/provider-error.ts';
import { getPageContext } from '#edge/request-context.ts';
import { markUnavailable } from '#edge/unavailable-page.ts';
import { NotFoundNotice } from '#ui/not-found-notice.tsx';
import { VOUCHER_CODE } from '#domain/contract/booking.ts';
import { voucherDetailSchema, type Voucher } from '#domain/contract/voucher.ts';
import { VoucherCard } from '#features/vouchers/voucher-card.tsx';
import { initPageI18n } from '#lib/i18n/server.ts';
import { buildRoute, routes } from '#domain/routes.ts';

/** One of the diner's vouchers, or null when it is not theirs (or not a code): the provider shows it to its holder only. */
async function loadVoucher(page: ReturnType<typeof getPageContext>, code: string): Promise<Voucher | null | 'unavailable'> {
  if (!VOUCHER_CODE.test(code)) return null;
  try {
    const { data } = await providerForPage(page).json(voucherDetailSchema, `/public/projects/${page.program!.slug}/vouchers/${code}`);
    return data.voucher;
  } catch (error) {
    if (error instanceof ProviderError && (error.status === 404 || error.status === 400)) return null;
    console.error('voucher unavailable', error);
    return 'unavailable';
  }
}

/** Spec §2 voucher details: what it gives, its dates and state, what is left, terms of use and redemption history. */
export default async function VoucherDetailsPage({ code }: { code: string }) {
  const page = getPageContext();
  initPageI18n(page.uiLocale);
  const { t } = useLingui();
  const voucher = await loadVoucher(page, code);
  if (voucher === 'unavailable') return markUnavailable(page);
  const back = buildRoute(routes.vouchers, page.url.searchParams);
  if (voucher === null) {
    return <NotFoundNotice title={t`Voucher not found`} heading={t`We could not find this voucher among yours`} action={{ href: back, label: <Trans>Back to my vouchers</Trans> }} />;
  }
  return (
    <div className="my-bookings vouchers-page" data-testid="voucher-details">
      <title>{`${voucher.title} · ${page.program!.bundle.config.title}`}</title>
      <p>
        <a href={back}>
          <Trans>Back to my vouchers</Trans>
        </a>
      </p>
      <VoucherCard voucher={voucher} locale={page.uiLocale} headingLevel={1} />
    </div>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
