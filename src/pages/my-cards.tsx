import { Trans, useLingui } from '@lingui/react/macro';
import { providerAnswers } from '#edge/provider-answers.ts';
import { getPageContext } from '#edge/request-context.ts';
import { paymentGatewayOrigin } from '#edge/payment-gateway-origin.ts';
import { markUnavailable } from '#edge/unavailable-page.ts';
import { PaymentGatewayMeta } from '#ui/payment-gateway-meta.tsx';
import { loadCards } from '#features/cards/load-cards.ts';
import { MyCards } from '#features/cards/my-cards.tsx';
import { loadMember } from '#features/member/load-member.ts';
import { LoginLink } from '#features/member/login-link.tsx';
import { initPageI18n } from '#lib/i18n/server.ts';
import { BOOKING_RESTAURANT_PARAM, bookingPanelLink } from '#domain/routes.ts';
import { queryRecordId } from '#features/booking-panel/load-booking-panel.ts';

/** Spec §2 card management: the member's saved cards; signed-out diners are asked to log in. */
export default async function MyCardsPage() {
  const page = getPageContext();
  initPageI18n(page.uiLocale);
  const { t } = useLingui();
  const state = await loadMember(page);
  // A guest's page asks the provider nothing, but logging in and the cards need it: down, this is the outage page too.
  if (state.kind === 'unavailable' || (state.kind === 'guest' && !(await providerAnswers(page)))) return markUnavailable(page);
  const cards = state.kind === 'member' ? await loadCards(page) : null;
  const bookingRestaurant = queryRecordId(page.url.searchParams, BOOKING_RESTAURANT_PARAM);
  return (
    <div className="my-bookings my-cards-page">
      <title>{t`My cards`}</title>
      <PaymentGatewayMeta origin={paymentGatewayOrigin(page.env)} />
      <h1>
        <Trans>My cards</Trans>
      </h1>
      {state.kind === 'guest' ? (
        <div className="manage-section" data-testid="my-cards-guest">
          <p>
            <Trans>Log in to see and add your cards.</Trans>
          </p>
          <LoginLink url={page.url} className="button-primary" />
        </div>
      ) : cards === null ? (
        <div className="manage-section" data-testid="my-cards-error">
          <p role="alert">
            <Trans>We could not load your cards right now. Please try again in a moment.</Trans>
          </p>
          <a className="button-secondary" href={page.url.pathname + page.url.search}>
            <Trans>Try again</Trans>
          </a>
        </div>
      ) : (
        <MyCards
          program={page.program!.slug}
          lang={page.uiLocale}
          initialCards={cards}
          bookingHref={bookingRestaurant === null ? null : bookingPanelLink(page.url.searchParams, bookingRestaurant)}
        />
      )}
    </div>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
