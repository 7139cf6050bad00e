import type { Money } from '#domain/money.ts';

/** A card as the gateway may show it: never the number, only its brand, last four digits, BIN and expiry. */
export interface GatewayCard {
  /** 'MASTERCARD', 'VISA', … as the gateway names the scheme. */
  brand: string;
  /** The gateway's masked number, e.g. 51234500xxxx0008 (first 8 and last 4 at most). */
  maskedNumber: string;
  /** The first digits the masked number shows: what a BIN lookup needs. */
  bin: string;
  last4: string;
  expiryMonth: number;
  /** Four digits. */
  expiryYear: number;
}

/** A hosted session: the card fields post to the gateway, the merchant only ever holds its id. */
export interface GatewaySession {
  id: string;
  /** When the gateway forgets it (epoch ms). */
  expiresAt: number;
  /** The card the payer entered in the hosted fields, once they have. */
  card: GatewayCard | null;
}

/** What the gateway said about one transaction (RETRIEVE_TRANSACTION, or the answer to an operation). */
export interface GatewayTransaction {
  orderId: string;
  transactionId: string;
  /** The apiOperation that made it. */
  operation: GatewayOperation;
  /**
   * The gateway's overall result. PENDING and UNKNOWN are no answer yet: the gateway may still move the money (the
   * acquirer did not say), so the operation stays pending until RETRIEVE_TRANSACTION tells, and is never asked again.
   */
  result: 'SUCCESS' | 'PENDING' | 'UNKNOWN' | 'FAILURE';
  /** response.gatewayCode: APPROVED, DECLINED, EXPIRED_CARD, TIMED_OUT, … */
  gatewayCode: string;
  /** transaction.authenticationStatus for the 3-D Secure operations. */
  authenticationStatus?: string | undefined;
  /** response.cardSecurityCode.gatewayCode: MATCH, NO_MATCH, … */
  securityCode?: string | undefined;
  amount?: Money | undefined;
}

/** Whether an answer to a money operation leaves its outcome open (PENDING, UNKNOWN): only a retrieve settles it. */
export const undecided = (answer: Pick<GatewayTransaction, 'result'>): boolean => answer.result === 'PENDING' || answer.result === 'UNKNOWN';

export type GatewayOperation =
  | 'INITIATE_AUTHENTICATION'
  | 'AUTHENTICATE_PAYER'
  | 'VERIFY'
  | 'AUTHORIZE'
  | 'CAPTURE'
  | 'VOID'
  | 'REFUND';

/** A saved card (Tokenization): the token stands for the number, which only the gateway keeps. */
export interface GatewayToken {
  token: string;
  card: GatewayCard;
}

/** The browser's details that 3-D Secure 2 sends the issuer (device.browserDetails). */
export interface PayerDevice {
  browser: string;
  acceptHeaders: string;
  language: string;
  colorDepth: number;
  screenHeight: number;
  screenWidth: number;
  timeZoneOffsetMinutes: number;
  javaEnabled: boolean;
  ipAddress?: string | undefined;
}

/** Why the payer is authenticated (MPGS authentication.purpose): to save the card, or to pay with it now. */
export type AuthenticationPurpose = 'ADD_CARD' | 'PAYMENT_TRANSACTION';

/** Where the money comes from: a session the payer just filled in, or a saved card's token. */
export type FundsSource = { sessionId: string } | { token: string };

/**
 * One payment gateway, two adapters (payment-gateway-choice.ts): MPGS REST (production) and the sandbox (local
 * default) that keeps the same states. Amounts are integer minor units; the MPGS adapter converts at its edge.
 * Every transaction is addressed by (orderId, transactionId), which callers choose, so a retry is the same call.
 */
export interface PaymentGateway {
  createSession(): Promise<GatewaySession>;
  /** Where the payer types the card: the gateway's Hosted Session script (MPGS session.js), which the app's card form loads. */
  cardEntry(): { jsUrl: string };
  /** UPDATE_SESSION: the order the session will pay or authenticate for. */
  updateSession(sessionId: string, order: { orderId: string; amount: Money }): Promise<GatewaySession>;
  /** RETRIEVE_SESSION: the card the payer entered, if any; null when the session is unknown or expired. */
  retrieveSession(sessionId: string): Promise<GatewaySession | null>;
  /** INITIATE_AUTHENTICATION: 3-D Secure to add a card (no money moves) or to pay with it. */
  initiateAuthentication(orderId: string, transactionId: string, input: { sessionId: string; currency: string; purpose: AuthenticationPurpose }): Promise<GatewayTransaction>;
  /** AUTHENTICATE_PAYER: the answer's redirect html sends the payer to the issuer's challenge, then back to redirectResponseUrl. */
  authenticatePayer(
    orderId: string,
    transactionId: string,
    input: { sessionId: string; amount: Money; redirectResponseUrl: string; device: PayerDevice },
  ): Promise<GatewayTransaction & { redirectHtml: string }>;
  /** VERIFY: checks the card with the issuer without taking money (before it is saved). */
  verify(orderId: string, transactionId: string, input: { source: FundsSource; currency: string; authenticationTransactionId?: string }): Promise<GatewayTransaction>;
  authorize(orderId: string, transactionId: string, input: { source: FundsSource; amount: Money; authenticationTransactionId?: string }): Promise<GatewayTransaction>;
  capture(orderId: string, transactionId: string, amount: Money): Promise<GatewayTransaction>;
  void(orderId: string, transactionId: string, targetTransactionId: string): Promise<GatewayTransaction>;
  refund(orderId: string, transactionId: string, amount: Money): Promise<GatewayTransaction>;
  /** RETRIEVE_TRANSACTION: null when the gateway has no such transaction. */
  retrieveTransaction(orderId: string, transactionId: string): Promise<GatewayTransaction | null>;
  /** Tokenization, Create Token: the session's card saved as a token. */
  createToken(sessionId: string): Promise<GatewayToken>;
}

/** The gateway could not answer (as opposed to answering "declined"): callers log it and tell the diner to try again. */
export class PaymentGatewayFailed extends Error {
  constructor(
    readonly kind: 'timeout' | 'unreachable' | 'status' | 'malformed' | 'invalid_request' | 'session_expired',
    message: string,
  ) {
    super(`payment gateway ${kind}: ${message}`);
    this.name = 'PaymentGatewayFailed';
  }
}
