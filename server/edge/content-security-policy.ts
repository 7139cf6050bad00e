/** Builds the page CSP: scripts only by nonce (and what they load), framing only by allowed origins. */
export function contentSecurityPolicy(options: {
  nonce: string;
  frameAncestors: readonly string[];
  analytics: boolean;
  frameSources: readonly string[];
  imageSources: readonly string[];
}): string {
  const analyticsHosts = options.analytics ? ' https://www.googletagmanager.com https://*.google-analytics.com' : '';
  const ancestors = ["'self'", ...options.frameAncestors].join(' ');
  return [
    "default-src 'self'",
    `script-src 'nonce-${options.nonce}' 'strict-dynamic'`,
    "style-src 'self' 'unsafe-inline'",
    `img-src ${["'self'", 'data:', 'blob:', ...options.imageSources].join(' ')}${analyticsHosts}`,
    `connect-src 'self'${analyticsHosts}`,
    "font-src 'self'",
    `frame-src ${["'self'", ...options.frameSources].join(' ')}`,
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
