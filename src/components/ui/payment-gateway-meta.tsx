import { PAYMENT_GATEWAY_ORIGIN_META } from '#lib/payment-session-script.ts';

/** Tells a page's card form the gateway origin its script may come from ('self', an https origin, or none). */
export function PaymentGatewayMeta({ origin }: { origin: string | null }) {
  return <meta name={PAYMENT_GATEWAY_ORIGIN_META} content={origin ?? ''} />;
}
