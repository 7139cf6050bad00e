import { Trans, useLingui } from '@lingui/react/macro';
import { getPageContext } from '#edge/request-context.ts';
import { markUnavailable } from '#edge/unavailable-page.ts';
import { NotFoundNotice } from '#ui/not-found-notice.tsx';
import { loadVerify } from '#features/access/load-verify.ts';
import { panelVerifyPopup } from '#features/access/panel-verify-popup.tsx';
import { BookingPanel } from '#features/booking-panel/booking-panel.tsx';
import { loadBookingPanel, queryRecordId } from '#features/booking-panel/load-booking-panel.ts';
import { loadRestaurant } from '#features/restaurant/load-restaurant.ts';
import { RestaurantProfile } from '#features/restaurant/restaurant-profile.tsx';
import { holdsVouchers } from '#features/vouchers/load-voucher-holding.ts';
import { RedeemVoucherGate } from '#features/vouchers/redeem-voucher-gate.tsx';
import { domainMessages } from '#domain/messages.ts';
import { initPageI18n } from '#lib/i18n/server.ts';
import { buildRoute, routes } from '#domain/routes.ts';

export default async function ProfilePage() {
  const page = getPageContext();
  const i18n = initPageI18n(page.uiLocale);
  const { t } = useLingui();
  const restaurantId = queryRecordId(page.url.searchParams, 'restaurant_id');
  // The panel's calls run beside the restaurant's, not after them.
  const panel = restaurantId === null ? null : loadBookingPanel(page, restaurantId, queryRecordId(page.url.searchParams, 'deal_id'), loadVerify);
  const voucherHolder = restaurantId === null ? false : holdsVouchers(page);
  const { restaurant, reviews } = await loadRestaurant(page);
  if (restaurant.kind === 'unavailable') return markUnavailable(page);
  if (restaurant.kind === 'found' && panel) {
    const panelData = await panel;
    return (
      <>
        <title>{`${restaurant.data.name} · ${page.program!.bundle.config.title}`}</title>
        <RestaurantProfile
          page={page}
          restaurant={restaurant.data}
          reviews={reviews}
          bookingPanel={<BookingPanel data={panelData} verifyPopup={panelVerifyPopup(panelData.verify, panelData.gate.verification)} />}
          redeemVoucher={
            <RedeemVoucherGate holdsVouchers={voucherHolder} restaurantId={restaurant.data.id} restaurantName={restaurant.data.name} program={page.program!.slug} lang={page.uiLocale} />
          }
        />
      </>
    );
  }
  return (
    <NotFoundNotice
      title={t`Restaurant unavailable`}
      heading={i18n._(domainMessages.restaurantNotFound)}
      action={{ href: buildRoute(routes.home, page.url.searchParams), label: <Trans>Back to restaurants</Trans> }}
    />
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
