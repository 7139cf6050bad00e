import { escapeHtml } from '#domain/escape-html.ts';
import { domainMessages } from '#domain/messages.ts';
import { intlLocale } from '#lib/i18n/format.ts';
import { getI18n } from '#lib/i18n/get-i18n.ts';
import { OUTAGE_RETRY_AFTER_SECONDS } from './provider-outage';
import type { PageContext } from './request-context';

const unavailable = new WeakSet<PageContext>();

/**
 * A page whose own content cannot load because the provider is down calls this while rendering: the
 * program gate then answers the 503 page instead of what the page rendered. Returns what the page renders meanwhile.
 */
export function markUnavailable(page: PageContext): null {
  unavailable.add(page);
  return null;
}

export function isMarkedUnavailable(page: PageContext): boolean {
  return unavailable.has(page);
}

// Self-contained: while the provider is down the page asks nothing more of anyone (no script, no stylesheet).
const STYLE = `:root{--accent:#c8102e;--ink:#1f2328;--muted:#57606a;--surface:#fff;--canvas:#f6f8fa;--radius:8px;font-family:system-ui,-apple-system,'Segoe UI',Roboto,'Noto Sans','Noto Sans CJK SC','Noto Sans Thai',sans-serif;color:var(--ink);background:var(--canvas);line-height:1.5}
*{box-sizing:border-box}body{margin:0;min-width:320px}
.shell-header{padding:10px 16px;background:var(--surface);border-bottom:4px solid var(--accent);font-weight:700}
.theme-newtheme{--radius:16px;--canvas:#fbf7f2;background:var(--canvas);min-height:100vh}.theme-newtheme .shell-header{background:var(--accent);color:#fff;border-bottom:none}
.notice-page{max-width:640px;margin:48px auto;padding:24px;background:var(--surface);border-radius:var(--radius);text-align:center}
.notice-page p{color:var(--muted)}
.button-primary{display:inline-block;min-height:44px;padding:10px 20px;border-radius:var(--radius);border:2px solid var(--accent);background:var(--accent);color:#fff;font-weight:600;text-decoration:none}
:focus-visible{outline:3px solid var(--accent);outline-offset:2px}
@media (max-width:600px){.notice-page{margin:16px 12px;padding:16px}}`;

/**
 * The 503 page for a provider outage: in the diner's language, themed with the program's (cached) config
 * when the request has one, plain otherwise; Try again reloads the same address.
 */
export function unavailablePage(page: PageContext): Response {
  const i18n = getI18n(page.uiLocale);
  const config = page.program?.bundle.config;
  const title = i18n._(domainMessages.temporarilyUnavailable);
  const header = config ? `<header class="shell-header"><span class="brand">${escapeHtml(config.title)}</span></header>` : '';
  const html = `<!doctype html>
<html lang="${escapeHtml(intlLocale(page.uiLocale))}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${escapeHtml(config ? `${title} · ${config.title}` : title)}</title><style>${STYLE}</style></head>
<body><div class="shell theme-${config?.theme ?? 'default'}"${config ? ` style="--accent:${config.accent_color}"` : ''}>${header}
<main id="main" class="notice-page"><h1>${escapeHtml(title)}</h1><p>${escapeHtml(i18n._(domainMessages.tryAgainInAMoment))}</p>
<a class="button-primary" href="${escapeHtml(page.url.pathname + page.url.search)}" data-testid="retry">${escapeHtml(i18n._(domainMessages.tryAgain))}</a></main></div></body></html>`;
  return new Response(html, {
    status: 503,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Retry-After': String(OUTAGE_RETRY_AFTER_SECONDS), 'Cache-Control': 'no-store' },
  });
}
