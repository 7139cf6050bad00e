import { Hono } from 'hono';
import { ApiError } from '../api-error';
import type { ProviderEnv } from '../env';
import { sandboxMail } from '../routes/sandbox-mail';
import { sandboxSms } from '../routes/sandbox-sms';
import { sandboxBank } from '../routes/sandbox-bank';
import { sandboxesFor, type Sandboxes } from '../sandboxes';
import { sandboxAmex } from './amex-sandbox';
import { sandboxBankLogin } from './bank-sandbox';
import { sandboxCardIssuer } from './card-issuer-sandbox';
import { sandboxMailAdapter } from './mail-sandbox';
import { sandboxSmsAdapter } from './sms-sandbox';
import { sandboxUnionPay } from './unionpay-sandbox';
import { sandboxPaymentGateway } from './payment-gateway-sandbox';
import { sandboxGateway } from '../routes/sandbox-gateway';
import { sandboxCron } from '../routes/sandbox-cron';
import { sandboxCardIssuerPages } from '../routes/sandbox-card-issuer';

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
  .route('/', sandboxCardIssuerPages);

/**
 * What local development runs on instead of outside services: the mailbox, the SMS outbox, and
 * the services program access checks talk to (card issuer, bank login with its pages, UnionPay, Amex), and the
 * payment gateway with its hosted card fields (session.js) and 3-D Secure challenge; and a cron tick on demand (/sandbox/cron).
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
