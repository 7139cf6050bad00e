import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { domainMessages, type DomainMessageKey } from '../../src/domain/messages';
import { errorBody } from '../../src/domain/provider-errors';
import { getI18n } from '../../src/lib/i18n/get-i18n';
import { apiLocale } from './api-locale';
import type { AppEnv } from './env';
import { localSandboxPages } from './middleware/local-sandbox-pages';
import { sameOriginJson } from './middleware/same-origin-json';
import { ProviderError } from './provider-error';
import { accountRoutes } from './routes/account';
import { bookRoutes } from './routes/books';
import { healthRoutes } from './routes/health';
import { bookingPanelRoutes } from './routes/booking-panel';
import { imageRoutes } from './routes/images';
import { opsRoutes } from './routes/ops';
import { restaurantBookingRoutes } from './routes/restaurant-booking';
import { termsRoutes } from './routes/terms';

const messageForReason: Record<string, DomainMessageKey> = {
  bad_request: 'badRequest',
  json_required: 'badRequest',
  forbidden: 'forbidden',
  cross_site: 'crossSite',
  ops_disabled: 'forbidden',
  not_found: 'notFound',
};

/** The edge API, mounted at /api in the app Worker. */
export const edgeApi = new Hono<{ Bindings: AppEnv }>()
  .basePath('/api')
  .use(sameOriginJson())
  .route('/health', healthRoutes)
  .route('/images', imageRoutes)
  .route('/restaurants', bookingPanelRoutes)
  .route('/terms', termsRoutes)
  .route('/account', accountRoutes)
  .route('/ops', opsRoutes)
  .use('/dev/*', localSandboxPages())
  .use('/sandbox/*', localSandboxPages())
  .route('/', bookRoutes)
  .route('/', restaurantBookingRoutes)
  .notFound((c) => c.json(errorBody(getI18n(apiLocale(c))._(domainMessages.notFound), 'not_found'), 404))
  .onError((error, c) => {
    const i18n = getI18n(apiLocale(c));
    if (error instanceof HTTPException) {
      const reason = error.message || 'bad_request';
      return c.json(errorBody(i18n._(domainMessages[messageForReason[reason] ?? 'badRequest']), reason), error.status);
    }
    if (error instanceof ProviderError && error.status >= 400 && error.status < 500) {
      return c.json(errorBody(error.message, error.code ?? 'provider_error'), error.status as 400);
    }
    if (error instanceof ProviderError) {
      return c.json(errorBody(i18n._(domainMessages.providerUnavailable), 'provider_unavailable'), 502);
    }
    const requestId = crypto.randomUUID();
    console.error('edge error', requestId, error);
    return c.json({ ...errorBody(i18n._(domainMessages.serverError), 'server_error'), request_id: requestId }, 500);
  });
