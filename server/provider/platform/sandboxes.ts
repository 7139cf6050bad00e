import type { D1Database } from '@cloudflare/workers-types/index';
import type { Hono } from 'hono';
import type { Amex } from '#provider/access/services/amex.ts';
import type { BankLogin } from '#provider/access/services/bank-login.ts';
import type { CardIssuer } from '#provider/access/services/card-issuer.ts';
import type { UnionPay } from '#provider/access/services/unionpay.ts';
import type { ProviderBindings, ProviderEnv } from './env';
import type { MailAdapter } from '#provider/mail/mail-message.ts';
import type { PaymentGateway } from '#provider/payments/gateway/payment-gateway.ts';
import type { SmsAdapter } from '#provider/sms/sms-message.ts';

/** The stand-ins for outside services that local development runs on, with their pages (/sandbox/*). */
export interface Sandboxes {
  mail: (db: D1Database) => MailAdapter;
  sms: (db: D1Database) => SmsAdapter;
  cardIssuer: () => CardIssuer;
  bankLogin: (env: ProviderBindings) => BankLogin;
  unionPay: () => UnionPay;
  amex: () => Amex;
  paymentGateway: (db: D1Database) => PaymentGateway;
  routes: Hono<ProviderEnv>;
}

let installed: Sandboxes | null = null;

/**
 * Only the local entry (index.local.ts) calls this. The production entry (index.ts) never imports a
 * sandbox, so a production build has none to select, whatever its settings say.
 */
export function installSandboxes(sandboxes: Sandboxes): void {
  installed = sandboxes;
}

/** The sandboxes, when this build has them and local development turned them on (LOCAL_SANDBOXES = "on"); else null. */
export function sandboxesFor(env: Pick<ProviderBindings, 'LOCAL_SANDBOXES'>): Sandboxes | null {
  return installed && env.LOCAL_SANDBOXES === 'on' ? installed : null;
}
