import { escapeHtml } from '#domain/escape-html.ts';

/** No script, nothing remote, never framed; the challenge's form posts to its page, whose answer redirects back to the app. */
export const GATEWAY_PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

const STYLE = `body{margin:0;font:16px/1.5 system-ui,sans-serif;color:#1a1a1a;background:#eef1f5}
header{background:#141413;color:#fff;padding:.8rem 1.2rem;font-weight:700}header span{color:#f79e1b}
main{max-width:26rem;margin:1.5rem auto;background:#fff;padding:1.5rem;border-radius:8px;box-shadow:0 1px 3px rgba(0,0,0,.15)}
h1{font-size:1.3rem;margin-top:0}
button{font:inherit;margin-top:1.2rem;margin-right:.5rem;padding:.6rem 1.2rem;border:0;border-radius:4px;background:#1d4ed8;color:#fff;cursor:pointer}
button.secondary{background:#fff;color:#1d4ed8;border:1px solid #1d4ed8}
button:focus-visible,a:focus-visible{outline:3px solid #000;outline-offset:2px}
.alert{background:#fdecee;border-left:4px solid #a4001d;padding:.5rem .8rem}small{color:#555}a{color:#0645ad}`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer"><title>${escapeHtml(title)} · Sandbox payment gateway</title><style>${STYLE}</style></head>
<body><header>Sandbox <span>payment gateway</span></header><main><h1>${escapeHtml(title)}</h1>
${body}
<p><small>Sandbox: no real card or bank is involved. Test cards, expiries and security codes are listed in the README (Saved cards and the sandbox payment gateway).</small></p>
</main></body></html>`;
}

const hidden = (name: string, value: string) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;

/** The issuer's 3-D Secure challenge: the tester picks its outcome. */
export function challengePage(orderId: string, transactionId: string): string {
  const button = (value: string, label: string, secondary = false) =>
    `<button type="submit" name="result" value="${value}"${secondary ? ' class="secondary"' : ''}>${label}</button>`;
  return page(
    '3-D Secure check',
    `<p>Your bank asks you to confirm this card. In the sandbox, pick what the bank answers.</p>
<form method="post" action="challenge">
${hidden('order_id', orderId)}${hidden('transaction_id', transactionId)}
${button('authenticated', 'Authenticated')}${button('failed', 'Authentication failed', true)}${button('unavailable', 'Authentication unavailable', true)}
</form>`,
  );
}

/** A request the sandbox gateway will not act on. */
export function gatewayRefusalPage(message: string, back?: string): string {
  return page('This request cannot be completed', `<p class="alert" role="alert">${escapeHtml(message)}</p>${back ? `<p><a href="${escapeHtml(back)}">Go back</a></p>` : ''}`);
}
