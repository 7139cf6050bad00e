import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '#edge/content-security-policy.ts';
import { paymentGatewayOrigin, paymentGatewaySources } from '#edge/payment-gateway-origin.ts';

const GATEWAY = 'https://ap-gateway.mastercard.com';
const cspWith = (origin: string | null) =>
  contentSecurityPolicy({ nonce: 'n0nce', frameAncestors: [], analytics: false, frameSources: [], imageSources: [], paymentGateway: paymentGatewaySources(origin) });
const directive = (csp: string, name: string) => csp.split('; ').find((part) => part.startsWith(`${name} `));

describe('the payment gateway origin (PAYMENT_GATEWAY_ORIGIN) and the page CSP', () => {
  it('locally defaults to the sandbox on the app\'s own origin', () => {
    expect(paymentGatewayOrigin({}, false)).toBe('self');
    expect(paymentGatewayOrigin({ PAYMENT_GATEWAY_ORIGIN: 'self' }, false)).toBe('self');
    expect(paymentGatewayOrigin({ PAYMENT_GATEWAY_ORIGIN: `${GATEWAY}/` }, false)).toBe(GATEWAY);
  });

  it('fails closed in production: no setting, the sandbox, a path, plain http or garbage allow no gateway script', () => {
    expect(paymentGatewayOrigin({}, true)).toBeNull();
    expect(paymentGatewayOrigin({ PAYMENT_GATEWAY_ORIGIN: 'self' }, true)).toBeNull();
    expect(paymentGatewayOrigin({ PAYMENT_GATEWAY_ORIGIN: `${GATEWAY}/form/version/100/merchant/X/session.js` }, true)).toBeNull();
    expect(paymentGatewayOrigin({ PAYMENT_GATEWAY_ORIGIN: 'http://ap-gateway.mastercard.com' }, true)).toBeNull();
    expect(paymentGatewayOrigin({ PAYMENT_GATEWAY_ORIGIN: 'not a url' }, true)).toBeNull();
    expect(paymentGatewayOrigin({ PAYMENT_GATEWAY_ORIGIN: GATEWAY }, true)).toBe(GATEWAY);
  });

  it('lets the configured gateway, and only it, serve the script, frame the fields and be called', () => {
    const csp = cspWith(GATEWAY);
    expect(directive(csp, 'script-src')).toBe(`script-src 'nonce-n0nce' 'strict-dynamic' ${GATEWAY}`);
    expect(directive(csp, 'frame-src')).toBe(`frame-src 'self' ${GATEWAY}`);
    expect(directive(csp, 'connect-src')).toBe(`connect-src 'self' ${GATEWAY}`);
    for (const origin of ['self', null]) {
      const plain = cspWith(origin);
      expect(directive(plain, 'script-src')).toBe("script-src 'nonce-n0nce' 'strict-dynamic'");
      expect(directive(plain, 'frame-src')).toBe("frame-src 'self'");
      expect(plain).not.toContain('mastercard');
    }
  });
});
