import { ASSET_LOAD_TIMEOUT_MS } from '#domain/constants.ts';
import type { HostedFieldValidity, SessionUpdateResponse } from '#domain/hosted-session-answers.ts';

/** The part of the gateway's PaymentSession (MPGS session.js, Hosted Session API reference) the card form uses. */
export interface PaymentSessionApi {
  configure(configuration: {
    session: string;
    fields: { card: { number: string; securityCode: string; expiryMonth: string; expiryYear: string } };
    frameEmbeddingMitigation: string[];
    callbacks: { initialized: (response: { status: string }) => void; formSessionUpdate: (response: SessionUpdateResponse) => void };
    interaction: { displayControl: { formatCard: string; invalidFieldCharacters: string } };
  }): void;
  onValidityChange(roles: string[], callback: (selector: string, result: HostedFieldValidity) => void): void;
  onCardTypeChange?(callback: (selector: string, result: { status: string }) => void): void;
  updateSessionFromForm(paymentType: 'card'): void;
  setFocus?(role: string): void;
}

declare global {
  interface Window {
    PaymentSession?: PaymentSessionApi;
  }
}

export type ScriptRefusal = 'not_configured' | 'wrong_origin' | 'not_loaded';

/** The page meta that names the origin the gateway's script may come from (the server writes it from PAYMENT_GATEWAY_ORIGIN). */
export const PAYMENT_GATEWAY_ORIGIN_META = 'payment-gateway-origin';

/** The gateway origin the page allows; null: none (a production app without the setting). */
export function allowedGatewayOrigin(): string | null {
  const value = document.querySelector<HTMLMetaElement>(`meta[name="${PAYMENT_GATEWAY_ORIGIN_META}"]`)?.content ?? '';
  if (value === 'self') return window.location.origin;
  return value && URL.canParse(value) ? new URL(value).origin : null;
}

const loading = new Map<string, Promise<PaymentSessionApi>>();

/**
 * Loads the gateway's session.js once per address, refusing any address off the allowed origin (the CSP lets a
 * script added by the app's own code run from anywhere, so this check is what keeps it to the gateway).
 */
export function loadPaymentSessionScript(jsUrl: string): Promise<PaymentSessionApi> {
  const allowed = allowedGatewayOrigin();
  if (!allowed) return Promise.reject<PaymentSessionApi>('not_configured' satisfies ScriptRefusal);
  const url = URL.canParse(jsUrl, window.location.href) ? new URL(jsUrl, window.location.href) : null;
  if (!url || url.origin !== allowed || (url.protocol !== 'https:' && url.origin !== window.location.origin)) {
    return Promise.reject<PaymentSessionApi>('wrong_origin' satisfies ScriptRefusal);
  }
  const known = loading.get(url.href);
  if (known) return known;
  const loaded = new Promise<PaymentSessionApi>((resolve, reject) => {
    const script = document.createElement('script');
    const timer = setTimeout(() => fail(), ASSET_LOAD_TIMEOUT_MS);
    const fail = () => {
      clearTimeout(timer);
      loading.delete(url.href);
      script.remove();
      reject('not_loaded' satisfies ScriptRefusal);
    };
    script.src = url.href;
    script.async = true;
    script.onload = () => {
      clearTimeout(timer);
      if (window.PaymentSession) resolve(window.PaymentSession);
      else fail();
    };
    script.onerror = fail;
    document.head.append(script);
  });
  loading.set(url.href, loaded);
  return loaded;
}
