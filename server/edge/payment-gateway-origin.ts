import type { AppEnv } from './env';

/**
 * The origin the payment gateway's Hosted Session script and fields may come from (PAYMENT_GATEWAY_ORIGIN, an https
 * origin such as https://ap-gateway.mastercard.com), or 'self' (the sandbox gateway, relayed on the app's origin).
 * A local build defaults to 'self'; a production build without a valid setting answers null: no card script loads.
 */
export function paymentGatewayOrigin(env: Pick<AppEnv, 'PAYMENT_GATEWAY_ORIGIN'>, production = import.meta.env.VITE_DINING_TARGET === 'production'): string | null {
  const setting = env.PAYMENT_GATEWAY_ORIGIN?.trim();
  if (!setting) return production ? null : 'self';
  if (setting === 'self') return production ? null : 'self';
  if (!URL.canParse(setting)) return null;
  const url = new URL(setting);
  return url.protocol === 'https:' && url.origin === setting.replace(/\/$/, '') ? url.origin : null;
}

/** The CSP sources the gateway needs beyond the app's own ('self' is already in every directive it uses). */
export const paymentGatewaySources = (origin: string | null): string[] => (origin && origin !== 'self' ? [origin] : []);
