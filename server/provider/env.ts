import type { D1Database, DurableObjectNamespace, Queue } from '@cloudflare/workers-types/index';
import type { ServiceCaller } from '../../src/domain/contract/service-assertion';
import type { Locale } from '../../src/domain/locales';
import type { ClientLimiter } from './objects/client-limiter';
import type { VerificationCodes } from './objects/verification-codes';

/** Bindings of the provider Worker (server/provider/wrangler.toml, secrets). */
export interface ProviderBindings {
  DB: D1Database;
  /** Bearer token for /ops/*; without it the ops API is switched off. */
  OPS_TOKEN?: string;
  /** Secret shared with the app (same shape as SESSION_KEYS): every call must carry an assertion signed with it. */
  SERVICE_KEYS?: string;
  /** "on" only in local development (the generated .dev.vars): sandbox adapters and their pages may run. */
  LOCAL_SANDBOXES?: string;
  /** Origin of the booking site (the app), for the manage links in answers and e-mails. */
  BOOKING_SITE_ORIGIN: string;
  /** Where outbox rows are announced for relay (consumer in jobs/outbox-consumer.ts); without it the cron sweep relays them. */
  OUTBOX_QUEUE?: Queue<OutboxMessage>;
  /** "sandbox" (local default: messages stored in D1, shown at the dev outbox page) or "http" (MAIL_API_URL). */
  MAIL_ADAPTER?: string;
  /** The sender of booking e-mails, e.g. "Dining deals <bookings@example.com>". */
  MAIL_FROM?: string;
  /** The HTTP mail API's send endpoint (MAIL_ADAPTER = "http"). */
  MAIL_API_URL?: string;
  /** Secret: the HTTP mail API's key. */
  MAIL_API_KEY?: string;
  /** Verification codes and their counters, one instance per purpose and destination. */
  VERIFICATION_CODES: DurableObjectNamespace<VerificationCodes>;
  /** Per-client limits on answers that reveal whether an account exists, and on sign-in attempts. */
  CLIENT_LIMITER: DurableObjectNamespace<ClientLimiter>;
  /** "sandbox" (local default: codes stored in D1 table sandbox_sms) or "http" (a Twilio-style API). */
  SMS_ADAPTER?: string;
  /** The SMS API's account base URL, e.g. https://api.twilio.com/2010-04-01/Accounts/<sid>. */
  SMS_API_URL?: string;
  SMS_ACCOUNT_SID?: string;
  /** Secret: the SMS API's auth token. */
  SMS_AUTH_TOKEN?: string;
  /** The sending number, E.164. */
  SMS_FROM?: string;
}

/** The queue message that announces an outbox row. */
export interface OutboxMessage {
  outbox_id: number;
}

export interface ProviderVariables {
  locale: Locale;
  requestId: string;
  /** Who the app says is calling (from the verified service assertion). */
  caller: ServiceCaller;
}

export type ProviderEnv = { Bindings: ProviderBindings; Variables: ProviderVariables };
