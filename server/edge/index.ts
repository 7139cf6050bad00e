import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import { domainMessages, type DomainMessageKey } from '#domain/messages.ts';
import { errorBody } from '#domain/provider-errors.ts';
import { getI18n } from '#lib/i18n/get-i18n.ts';
import { apiLocale } from './api-locale';
import type { AppEnv } from './env';
import { localSandboxPages, SANDBOX_BANK_FORM_PATHS } from './middleware/local-sandbox-pages';
import { sameOriginJson } from './middleware/same-origin-json';
import { serverTiming } from './middleware/server-timing';
import { ProviderError } from './provider-error';
import { providerOutageAnswer } from './provider-outage';
import { accessRoutes } from './routes/access';
import { bankLoginRoutes } from './routes/bank-login';
import { staffRoutes } from './routes/staff';
import { voucherRoutes } from './routes/vouchers';
import { venueRedeemRoutes } from './routes/venue-redeems';
import { accountRoutes } from './routes/account';
import { cardRoutes } from './routes/cards';
import { bookRoutes } from './routes/books';
import { billPaymentRoutes } from './routes/bill-payments';
import { healthRoutes } from './routes/health';
import { bookingPanelRoutes } from './routes/booking-panel';
import { imageRoutes } from './routes/images';
import { opsRoutes } from './routes/ops';
import { regionFacetsRoutes } from './routes/region-facets';
import { restaurantBookingRoutes } from './routes/restaurant-booking';
import { termsRoutes } from './routes/terms';

const messageForReason: Record<string, DomainMessageKey> = {
  bad_request: 'badRequest',
  json_required: 'badRequest',
  forbidden: 'forbidden',
  cross_site: 'crossSite',
  ops_disabled: 'forbidden',
  not_found: 'notFound',
  too_large: 'requestTooLarge',
};

// A diner's request is a few KB; an ops program config carries its terms in up to 13 locales.
const maxBodyBytes = (path: string) => (path.startsWith('/api/ops/') ? 4 * 1024 * 1024 : 64 * 1024);
const tooLarge = () => {
  throw new HTTPException(413, { message: 'too_large' });
};

/** The edge API, mounted at /api in the app Worker. */
export const edgeApi = new Hono<{ Bindings: AppEnv }>()
  .basePath('/api')
  .use(serverTiming())
  .use(sameOriginJson({ formPaths: SANDBOX_BANK_FORM_PATHS }))
  .use((c, next) => bodyLimit({ maxSize: maxBodyBytes(c.req.path), onError: tooLarge })(c, next))
  .route('/health', healthRoutes)
  .route('/images', imageRoutes)
  .route('/restaurants', bookingPanelRoutes)
  .route('/regions', regionFacetsRoutes)
  .route('/terms', termsRoutes)
  .route('/access/bank', bankLoginRoutes)
  .route('/access', accessRoutes)
  .route('/vouchers', voucherRoutes)
  .route('/account', accountRoutes)
  .route('/cards', cardRoutes)
  .route('/ops', opsRoutes)
  .route('/staff', staffRoutes)
  .use('/dev/*', localSandboxPages())
  .use('/sandbox/*', localSandboxPages())
  .route('/', bookRoutes)
  .route('/', billPaymentRoutes)
  .route('/', restaurantBookingRoutes)
  .route('/', venueRedeemRoutes)
  .notFound((c) => c.json(errorBody(getI18n(apiLocale(c))._(domainMessages.notFound), 'not_found'), 404))
  .onError((error, c) => {
    const i18n = getI18n(apiLocale(c));
    if (error instanceof HTTPException) {
      const reason = error.message || 'bad_request';
      return c.json(errorBody(i18n._(domainMessages[messageForReason[reason] ?? 'badRequest']), reason), error.status);
    }
    if (error instanceof ProviderError && error.isOutage) return providerOutageAnswer(c, error);
    if (error instanceof ProviderError) {
      return c.json(errorBody(error.message, error.code ?? 'provider_error'), error.status as 400, error.retryAfter ? { 'Retry-After': error.retryAfter } : {});
    }
    const requestId = crypto.randomUUID();
    console.error('edge error', requestId, error);
    return c.json({ ...errorBody(i18n._(domainMessages.serverError), 'server_error'), request_id: requestId }, 500);
  });
