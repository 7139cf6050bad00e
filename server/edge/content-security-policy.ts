/** Builds the page CSP: scripts only by nonce (and what they load), framing only by allowed origins. */
export function contentSecurityPolicy(options: { nonce: string; frameAncestors: readonly string[]; analytics: boolean; frameSources: readonly string[] }): string {
  const analyticsHosts = options.analytics ? ' https://www.googletagmanager.com https://*.google-analytics.com' : '';
  const ancestors = ["'self'", ...options.frameAncestors].join(' ');
  return [
    "default-src 'self'",
    `script-src 'nonce-${options.nonce}' 'strict-dynamic'`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${analyticsHosts}`,
    `connect-src 'self'${analyticsHosts}`,
    "font-src 'self'",
    `frame-src ${["'self'", ...options.frameSources].join(' ')}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    `frame-ancestors ${ancestors}`,
  ].join('; ');
}
