import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { domainMessages } from '#domain/messages.ts';
import { errorBody } from '#domain/provider-errors.ts';
import { ApiError, RetryLaterError } from './platform/api-error';
import type { ProviderEnv } from './platform/env';
import { translate } from './platform/i18n';
import { requestContext } from './platform/request-context';
import { serviceAssertion } from './platform/service-assertion';
import { health } from './health-routes';
import { countries } from './restaurants/countries-routes';
import { images } from './restaurants/images-routes';
import { opsPrograms } from './programs/ops-programs-routes';
import { programConfigs } from './programs/program-configs-routes';
import { regions } from './restaurants/regions-routes';
import { adPlacements } from './restaurants/ad-placements-routes';
import { collections } from './restaurants/collections-routes';
import { deals } from './restaurants/deals-routes';
import { restaurantDetail } from './restaurants/restaurant-detail-routes';
import { restaurantFacets } from './restaurants/restaurant-facets-routes';
import { restaurants } from './restaurants/restaurants-routes';
import { reviews } from './reviews/reviews-routes';
import { blockJustifications } from './bookings/block-justifications-routes';
import { bookingAvailability } from './bookings/booking-availability-routes';
import { bookingConditions } from './bookings/booking-conditions-routes';
import { bookingRestricts } from './bookings/booking-restricts-routes';
import { bookLookup } from './bookings/book-lookup-routes';
import { bookManage } from './bookings/book-manage-routes';
import { books } from './bookings/books-routes';
import { restaurantBooks } from './bookings/restaurant-books-routes';
import { timeSlots } from './bookings/time-slots-routes';
import { liveSlots } from './seats/live-slots-routes';
import { inviteLeaderboard } from './points/invite-leaderboard-routes';
import { member } from './accounts/member-routes';
import { noShowAppeals } from './staff/no-show-appeals-routes';
import { staffArea, staffAuth } from './staff/staff-routes';
import { memberAuth, memberSignOut } from './accounts/member-auth-routes';
import { mobileTokens } from './accounts/mobile-tokens-routes';
import { publicMembers } from './accounts/public-members-routes';
import { signUpHelps } from './accounts/sign-up-helps-routes';
import { outboxConsumer } from './mail/outbox-consumer';
import { scheduledJobs } from './scheduled-jobs';
import { groupRequests } from './bookings/group-requests-routes';
import { accessCodes } from './access/access-codes-routes';
import { whitelists } from './access/whitelists-routes';
import { opsAccess } from './access/ops-access-routes';
import { bankVerifications } from './access/bank-verifications-routes';
import { cardVerifications } from './access/card-verifications-routes';
import { partnerLogins } from './access/partner-logins-routes';
import { vouchers } from './vouchers/vouchers-routes';
import { memberVouchers } from './vouchers/member-vouchers-routes';
import { venueRedeems } from './vouchers/venue-redeems-routes';
import { bankCards } from './payments/bank-cards-routes';
import { billPayments } from './payments/bill-payments-routes';
import { mpgs } from './payments/card-sessions-routes';

/**
 * The reference provider Worker: the provider calls of spec §7 over D1. This is the production entry: it
 * imports no sandbox. Local development runs index.local.ts, which adds them.
 */
export const providerApp = new Hono<ProviderEnv>();
const app = providerApp;

app.use(requestContext());
app.use(serviceAssertion());

app.route('/', health);
// Before programConfigs: /public/access_codes/wide_valid is not a program's /public/access_codes/{program}.
app.route('/', accessCodes);
app.route('/', whitelists);
app.route('/', cardVerifications);
app.route('/', partnerLogins);
app.route('/', bankVerifications);
app.route('/', vouchers);
app.route('/', inviteLeaderboard);
app.route('/', programConfigs);
app.route('/', countries);
app.route('/', images);
app.route('/', opsPrograms);
app.route('/', opsAccess);
app.route('/', restaurants);
app.route('/', restaurantFacets);
app.route('/', restaurantDetail);
app.route('/', reviews);
app.route('/', collections);
app.route('/', deals);
app.route('/', adPlacements);
app.route('/', regions);
app.route('/', bookingAvailability);
app.route('/', bookingConditions);
app.route('/', blockJustifications);
app.route('/', bookingRestricts);
app.route('/', timeSlots);
app.route('/', liveSlots);
app.route('/', restaurantBooks);
app.route('/', venueRedeems);
app.route('/', bookLookup);
app.route('/', books);
app.route('/', bookManage);
app.route('/', groupRequests);
// Accounts (issue 5).
app.route('/', memberAuth);
app.route('/', memberSignOut);
app.route('/', member);
app.route('/', staffAuth);
app.route('/', staffArea);
app.route('/', noShowAppeals);
app.route('/', memberVouchers);
app.route('/', publicMembers);
app.route('/', mobileTokens);
app.route('/', signUpHelps);
// Saved cards and the hosted card session (issue 14).
app.route('/', mpgs);
app.route('/', bankCards);
// Check Bill paid through the gateway (issue 14).
app.route('/', billPayments);

app.notFound((c) => c.json(errorBody(translate(c.get('locale') ?? 'en', domainMessages.notFound), 'not_found'), 404));

app.onError((error, c) => {
  const locale = c.get('locale') ?? 'en';
  if (error instanceof ApiError) {
    if (error instanceof RetryLaterError) c.header('Retry-After', String(error.retryAfterSeconds));
    return c.json(errorBody(translate(locale, domainMessages[error.messageKey], error.values), error.code), error.status);
  }
  if (error instanceof HTTPException && error.status < 500) {
    return c.json(errorBody(translate(locale, domainMessages.badRequest), 'invalid_request'), error.status);
  }
  // Unknown failures are logged with the request id and answered without details.
  console.error(JSON.stringify({ requestId: c.get('requestId'), path: c.req.path, error: error instanceof Error ? error.stack ?? error.message : String(error) }));
  return c.json(errorBody(translate(locale, domainMessages.serverError), 'server_error'), 500);
});

// Durable Object classes the provider's wrangler.toml binds.
export { ClientLimiter } from './platform/client-limiter';
export { VerificationCodes } from './accounts/verification-codes';
export { SeatInventory } from './seats/seat-inventory';

/** HTTP calls, the OUTBOX_QUEUE consumer (booking e-mails) and the cron (outbox sweep, idempotency-key purge). */
export default { fetch: app.fetch, queue: outboxConsumer(), scheduled: scheduledJobs() };
