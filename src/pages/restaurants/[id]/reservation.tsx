import { Trans, useLingui } from '@lingui/react/macro';
import { getPageContext } from '#edge/request-context.ts';
import { markUnavailable } from '#edge/unavailable-page.ts';
import { NotFoundNotice } from '#ui/not-found-notice.tsx';
import { NoticePage } from '#ui/notice-page.tsx';
import { domainMessages } from '#domain/messages.ts';
import { BookingSite } from '#features/booking-site/booking-site.tsx';
import { GroupRequestStatus } from '#features/booking-site/group-request-status.tsx';
import { loadBookingSite } from '#features/booking-site/load-booking-site.ts';
import { loadGroupRequest } from '#features/booking-site/load-group-request.ts';
import { loadCards } from '#features/cards/load-cards.ts';
import { loadMemberContact } from '#features/member/load-member-contact.ts';
import { initPageI18n } from '#lib/i18n/server.ts';
import { sanitizeRichText } from '#lib/rich-text.ts';
import { BOOKING_RESTAURANT_PARAM, buildRoute, LOGIN_PARAM, routes } from '#domain/routes.ts';

/** The booking site (spec §2 "Reservation steps", §7 "Booking frame"), usually inside the booking panel's frame. */
export default async function ReservationPage({ id }: { id: string }) {
  const page = getPageContext();
  const i18n = initPageI18n(page.uiLocale);
  const { t } = useLingui();
  const program = page.program!;
  const query = page.url.searchParams;
  const reference = query.get('group_request');
  if (reference !== null) {
    const status = await loadGroupRequest(page, reference);
    if (!status) return markUnavailable(page);
    return <GroupRequestStatus {...status} backHref={buildRoute(page.url.pathname, query)} locale={page.uiLocale} />;
  }

  const [load, memberContact] = await Promise.all([loadBookingSite(page, id), loadMemberContact(page)]);
  if (load.kind === 'unavailable') return markUnavailable(page);
  if (load.kind === 'no_access') {
    return (
      <NoticePage
        title={t`Verification required`}
        heading={load.message}
        action={{ href: buildRoute(routes.profile, query, { restaurant_id: String(load.restaurantId) }), label: <Trans>Verify and book</Trans> }}
      />
    );
  }
  if (load.kind === 'not_found') {
    return (
      <NotFoundNotice
        title={t`Restaurant unavailable`}
        heading={i18n._(domainMessages.restaurantNotFound)}
        action={{ href: buildRoute(routes.home, query), label: <Trans>Back to restaurants</Trans> }}
      />
    );
  }
  const { data } = load;
  const config = program.bundle.config;
  const showGroup = data.params.show_group_booking;
  // Signing in and adding a card happen on the program's pages: the panel's profile (its login dialog) and My cards.
  const cardOffer = data.paymentPolicy && {
    policy: data.paymentPolicy,
    cards: memberContact ? await loadCards(page) : ('guest' as const),
    loginHref: buildRoute(routes.profile, query, { restaurant_id: String(data.restaurant.id), [LOGIN_PARAM]: '1' }),
    // My cards names the restaurant, so the diner can come back to this booking once a card is added.
    myCardsHref: buildRoute(routes.myCards, query, { [BOOKING_RESTAURANT_PARAM]: String(data.restaurant.id) }),
  };
  return (
    <>
      <title>{t`Book a table at ${data.restaurant.name}`}</title>
      <BookingSite
        restaurant={{ id: data.restaurant.id, name: data.restaurant.name }}
        deals={data.deals}
        availability={data.availability}
        countryCodes={data.countryCodes}
        defaultCountryCode={data.region.phoneCode}
        memberContact={memberContact}
        privacyPolicyUrl={data.region.privacyPolicyUrl}
        termsHtml={sanitizeRichText(config.t_and_c)}
        program={program.slug}
        apiLang={page.locale}
        params={data.params}
        vouchers={data.vouchers}
        cardOffer={cardOffer}
        // The program offers group requests; the frame address may turn them off for one opening.
        groupBooking={config.is_need_group_booking && showGroup !== 'false' && showGroup !== '0'}
        pagePath={page.url.pathname}
        pageQuery={buildRoute('', query).replace(/^\?/, '')}
      />
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
