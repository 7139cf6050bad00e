import type { D1Database, DurableObjectNamespace, Queue } from '@cloudflare/workers-types/index';
import type { ServiceCaller } from '#crypto/service-assertion.ts';
import type { Locale } from '#domain/locales.ts';
import type { ClientLimiter } from './client-limiter';
import type { VerificationCodes } from '#provider/accounts/verification-codes.ts';
import type { SeatInventory } from '#provider/seats/seat-inventory.ts';

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
  /** The seats of each restaurant, decided in one object per restaurant (seats/seat-inventory.ts). */
  SEAT_INVENTORY: DurableObjectNamespace<SeatInventory>;
  /** "on" (with LOCAL_SANDBOXES only): seats decided in D1 alone, the surge bench's comparison path. */
  BENCH_SEATS_IN_D1?: string;
  /** "sandbox" (local default: codes stored in D1 table sandbox_sms) or "http" (a Twilio-style API). */
  SMS_ADAPTER?: string;
  /** The SMS API's account base URL, e.g. https://api.twilio.com/2010-04-01/Accounts/<sid>. */
  SMS_API_URL?: string;
  SMS_ACCOUNT_SID?: string;
  /** Secret: the SMS API's auth token. */
  SMS_AUTH_TOKEN?: string;
  /** The sending number, E.164. */
  SMS_FROM?: string;
  /** Card BIN lookup by account range: "sandbox" (local default: fixed ranges) or "http" (CARD_ISSUER_API_URL). */
  CARD_ISSUER_ADAPTER?: string;
  /** The BIN lookup's account-search endpoint (a Mastercard BIN Lookup style API). */
  CARD_ISSUER_API_URL?: string;
  /** Secret: the BIN lookup API's key. */
  CARD_ISSUER_API_KEY?: string;
  /** The card issuer's public key (a P-256 JWK, as JSON) its links' signed `cbin` is checked with. */
  CARD_ISSUER_LINK_KEY?: string;
  /** Bank login (OAuth 2.0 authorization code): "sandbox" (local default: /sandbox/bank pages) or "http". */
  BANK_ADAPTER?: string;
  BANK_AUTHORIZE_URL?: string;
  BANK_TOKEN_URL?: string;
  BANK_USERINFO_URL?: string;
  BANK_CLIENT_ID?: string;
  /** Secret: the bank's OAuth client secret. */
  BANK_CLIENT_SECRET?: string;
  /** UnionPay user info for partner login tokens: "sandbox" (local default: UP-SANDBOX-* tokens) or "http". */
  UNIONPAY_ADAPTER?: string;
  /** UnionPay's user-mobile endpoint. */
  UNIONPAY_API_URL?: string;
  UNIONPAY_APP_ID?: string;
  /** Secret: the UnionPay app secret (signs each call; never sent). */
  UNIONPAY_APP_SECRET?: string;
  /** Amex partner codes: "sandbox" (local default: AMEX-SANDBOX-* codes) or "http". */
  AMEX_ADAPTER?: string;
  /** Amex's partner-code verification endpoint. */
  AMEX_API_URL?: string;
  /** Secret: the Amex API key. */
  AMEX_API_KEY?: string;
  /** Payment gateway: "sandbox" (local default: hosted card fields and 3-D Secure challenge at /api/sandbox/gateway/*) or "mpgs". */
  PAYMENT_GATEWAY_ADAPTER?: string;
  /** MPGS's gateway host, e.g. https://ap-gateway.mastercard.com. */
  MPGS_BASE_URL?: string;
  MPGS_MERCHANT_ID?: string;
  /** The MPGS REST API version, e.g. "100". */
  MPGS_API_VERSION?: string;
  /** Secret: the merchant's MPGS API password. */
  MPGS_API_PASSWORD?: string;
  /** The merchant's settlement currency (ISO 4217, e.g. "SGD"): a card check is made in it (payments/card-check.ts). */
  MPGS_MERCHANT_CURRENCY?: string;
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
