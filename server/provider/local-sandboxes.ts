import { Hono } from 'hono';
import { ApiError } from './platform/api-error';
import type { ProviderEnv } from './platform/env';
import { sandboxMail } from './mail/mail-sandbox-routes';
import { sandboxSms } from './sms/sms-sandbox-routes';
import { sandboxBank } from './access/services/bank-sandbox-routes';
import { sandboxesFor, type Sandboxes } from './platform/sandboxes';
import { sandboxAmex } from './access/services/amex-sandbox';
import { sandboxBankLogin } from './access/services/bank-sandbox';
import { sandboxCardIssuer } from './access/services/card-issuer-sandbox';
import { sandboxMailAdapter } from './mail/mail-sandbox';
import { sandboxSmsAdapter } from './sms/sms-sandbox';
import { sandboxUnionPay } from './access/services/unionpay-sandbox';
import { sandboxPaymentGateway } from './payments/gateway/payment-gateway-sandbox';
import { sandboxGateway } from './payments/gateway/gateway-sandbox-routes';
import { sandboxCron } from './sandbox-cron-routes';
import { sandboxBookings } from './bookings/bookings-sandbox-routes';
import { sandboxCardIssuerPages } from './access/services/card-issuer-sandbox-routes';

/** The sandbox pages answer only where local development turned the sandboxes on; elsewhere they do not exist. */
const sandboxRoutes = new Hono<ProviderEnv>()
  .use('/sandbox/*', async (c, next) => {
    if (!sandboxesFor(c.env)) throw new ApiError(404, 'not_found', 'notFound');
    await next();
  })
  .route('/', sandboxMail)
  .route('/', sandboxSms)
  .route('/', sandboxBank)
  .route('/', sandboxGateway)
  .route('/', sandboxCron)
  .route('/', sandboxBookings)
  .route('/', sandboxCardIssuerPages);

/**
 * What local development runs on instead of outside services: the mailbox, the SMS outbox, and
 * the services program access checks talk to (card issuer, bank login with its pages, UnionPay, Amex), and the
 * payment gateway with its hosted card fields (session.js) and 3-D Secure challenge; a cron tick on demand (/sandbox/cron); and a booking's states no call reaches (/sandbox/bookings/{id}/…).
 */
export const localSandboxes: Sandboxes = {
  mail: sandboxMailAdapter,
  sms: sandboxSmsAdapter,
  cardIssuer: sandboxCardIssuer,
  bankLogin: (env) => sandboxBankLogin(env),
  unionPay: sandboxUnionPay,
  amex: sandboxAmex,
  paymentGateway: (db) => sandboxPaymentGateway(db),
  routes: sandboxRoutes,
};
