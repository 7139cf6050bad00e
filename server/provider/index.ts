import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { domainMessages } from '../../src/domain/messages';
import { errorBody } from '../../src/domain/provider-errors';
import { ApiError, RetryLaterError } from './api-error';
import type { ProviderEnv } from './env';
import { translate } from './i18n';
import { requestContext } from './middleware/request-context';
import { serviceAssertion } from './middleware/service-assertion';
import { health } from './routes/health';
import { countries } from './routes/countries';
import { images } from './routes/images';
import { opsPrograms } from './routes/ops-programs';
import { programConfigs } from './routes/program-configs';
import { regions } from './routes/regions';
import { adPlacements } from './routes/ad-placements';
import { collections } from './routes/collections';
import { deals } from './routes/deals';
import { restaurantDetail } from './routes/restaurant-detail';
import { restaurantFacets } from './routes/restaurant-facets';
import { restaurants } from './routes/restaurants';
import { reviews } from './routes/reviews';
import { blockJustifications } from './routes/block-justifications';
import { bookingAvailability } from './routes/booking-availability';
import { bookingConditions } from './routes/booking-conditions';
import { bookingRestricts } from './routes/booking-restricts';
import { bookLookup } from './routes/book-lookup';
import { bookManage } from './routes/book-manage';
import { books } from './routes/books';
import { restaurantBooks } from './routes/restaurant-books';
import { timeSlots } from './routes/time-slots';
import { inviteLeaderboard } from './routes/invite-leaderboard';
import { member } from './routes/member';
import { noShowAppeals } from './routes/no-show-appeals';
import { staffArea, staffAuth } from './routes/staff';
import { memberAuth, memberSignOut } from './routes/member-auth';
import { mobileTokens } from './routes/mobile-tokens';
import { publicMembers } from './routes/public-members';
import { signUpHelps } from './routes/sign-up-helps';
import { outboxConsumer } from './jobs/outbox-consumer';
import { scheduledJobs } from './jobs/scheduled-jobs';
import { groupRequests } from './routes/group-requests';
import { accessCodes } from './routes/access-codes';
import { whitelists } from './routes/whitelists';
import { opsAccess } from './routes/ops-access';
import { bankVerifications } from './routes/bank-verifications';
import { cardVerifications } from './routes/card-verifications';
import { partnerLogins } from './routes/partner-logins';
import { vouchers } from './routes/vouchers';
import { memberVouchers } from './routes/member-vouchers';
import { venueRedeems } from './routes/venue-redeems';
import { bankCards } from './routes/bank-cards';
import { billPayments } from './routes/bill-payments';
import { mpgs } from './routes/mpgs';

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
export { ClientLimiter } from './objects/client-limiter';
export { VerificationCodes } from './objects/verification-codes';

/** HTTP calls, the OUTBOX_QUEUE consumer (booking e-mails) and the cron (outbox sweep, idempotency-key purge). */
export default { fetch: app.fetch, queue: outboxConsumer(), scheduled: scheduledJobs() };
