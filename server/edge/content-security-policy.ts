/**
 * Builds the page CSP: scripts only by nonce (and what they load), framing only by allowed origins. The payment
 * gateway's origin may serve a script (the card form adds it without the nonce: 'strict-dynamic' trusts a script added
 * by a trusted one, and browsers without 'strict-dynamic' fall back to the listed origin), frame its card fields and be
 * called by them.
 */
export function contentSecurityPolicy(options: {
  nonce: string;
  frameAncestors: readonly string[];
  analytics: boolean;
  frameSources: readonly string[];
  imageSources: readonly string[];
  paymentGateway?: readonly string[];
}): string {
  const gateway = (options.paymentGateway ?? []).map((origin) => ` ${origin}`).join('');
  const analyticsHosts = options.analytics ? ' https://www.googletagmanager.com https://*.google-analytics.com' : '';
  const ancestors = ["'self'", ...options.frameAncestors].join(' ');
  return [
    "default-src 'self'",
    `script-src 'nonce-${options.nonce}' 'strict-dynamic'${gateway}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src ${["'self'", 'data:', 'blob:', ...options.imageSources].join(' ')}${analyticsHosts}`,
    `connect-src 'self'${gateway}${analyticsHosts}`,
    "font-src 'self'",
    `frame-src ${["'self'", ...options.frameSources].join(' ')}${gateway}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    `frame-ancestors ${ancestors}`,
  ].join('; ');
}

/** The CSP source of a tile URL template: `https://{s}.tile.example/{z}/{x}/{y}.png` → `https://*.tile.example`. */
export function tileSource(template: string | undefined): string[] {
  if (!template) return [];
  const match = /^(https:\/\/)([^/]+)/.exec(template);
  return match ? [`${match[1]}${match[2]!.replace(/^\{s\}\./, '*.')}`] : [];
}
