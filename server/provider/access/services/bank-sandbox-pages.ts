import { escapeHtml } from '#domain/escape-html.ts';
import type { SandboxBankAuthorize } from '#domain/contract/sandbox-bank.ts';

/**
 * No script, nothing remote: inline styles only; never framed. Forms post back to these pages, whose answer may
 * redirect to the app's callback (form-action covers that redirect too), so its origin is named when it is another.
 */
export function bankPageCsp(returnOrigin?: string): string {
  return `default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'self'${returnOrigin ? ` ${returnOrigin}` : ''}; frame-ancestors 'none'`;
}

const STYLE = `body{margin:0;font:16px/1.5 system-ui,sans-serif;color:#1a1a1a;background:#f4f4f4}
header{background:#c8102e;color:#fff;padding:.8rem 1.2rem;font-weight:700;letter-spacing:.02em}
main{max-width:26rem;margin:1.5rem auto;background:#fff;padding:1.5rem;border-radius:8px;box-shadow:0 1px 3px rgba(0,0,0,.15)}
h1{font-size:1.3rem;margin-top:0}label{display:block;font-weight:600;margin-top:1rem}
input{box-sizing:border-box;width:100%;font:inherit;padding:.55rem;border:1px solid #888;border-radius:4px}
button{font:inherit;margin-top:1.2rem;padding:.6rem 1.4rem;border:0;border-radius:4px;background:#c8102e;color:#fff;cursor:pointer}
button.secondary{background:#fff;color:#c8102e;border:1px solid #c8102e;margin-left:.5rem}
button:focus-visible,input:focus-visible,a:focus-visible{outline:3px solid #000;outline-offset:2px}
.error{background:#fdecee;border-left:4px solid #c8102e;padding:.5rem .8rem}small{color:#555}a{color:#0645ad}`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer"><title>${escapeHtml(title)} · Sandbox Bank</title><style>${STYLE}</style></head>
<body><header>Sandbox Bank</header><main><h1>${escapeHtml(title)}</h1>
${body}
<p><small>Sandbox: no real bank is involved. Users and PINs are listed in the README (Sandbox credentials for program access).</small></p>
</main></body></html>`;
}

const hidden = (name: string, value: string) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;

/** Where the diner lands back at the app with the bank's answer (redirect_uri plus code or error, and state). */
export function callbackUrl(redirectUri: string, answer: Record<string, string>): string {
  const url = new URL(redirectUri);
  for (const [name, value] of Object.entries(answer)) url.searchParams.set(name, value);
  return url.toString();
}

/** The bank's sign-in form; `error` is the bank's message after a failed attempt. */
export function loginPage(request: SandboxBankAuthorize, error?: string): string {
  const cancel = callbackUrl(request.redirect_uri, { error: 'access_denied', state: request.state });
  return page(
    'Log in to continue',
    `<p>Dining deals asks you to log in, to confirm you are our customer for the programme <strong>${escapeHtml(request.program)}</strong>.</p>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="login">
${hidden('response_type', request.response_type)}${hidden('client_id', request.client_id)}${hidden('redirect_uri', request.redirect_uri)}${hidden('state', request.state)}${hidden('program', request.program)}
<label for="username">User ID</label><input id="username" name="username" autocomplete="username" required maxlength="64">
<label for="password">PIN</label><input id="password" name="password" type="password" autocomplete="current-password" required maxlength="128">
<button type="submit">Log in</button>
</form>
<p><a href="${escapeHtml(cancel)}">Cancel and go back to Dining deals</a></p>`,
  );
}

/** After sign-in: what the app will learn, and the choice. The ticket stands for this signed-in moment (5 minutes). */
export function consentPage(ticket: string, program: string, maskedName: string): string {
  return page(
    'Share your details?',
    `<p>Dining deals asks us to confirm that you bank with us, for the programme <strong>${escapeHtml(program)}</strong>.</p>
<p>It will receive your customer reference and your name as <strong>${escapeHtml(maskedName)}</strong>. Nothing else is shared.</p>
<form method="post" action="consent">
${hidden('ticket', ticket)}
<button type="submit" name="decision" value="approve">Approve</button><button type="submit" name="decision" value="decline" class="secondary">Decline</button>
</form>`,
  );
}

/** A request the bank will not act on; it never redirects anywhere (the return address may be the problem). */
export function refusalPage(message: string): string {
  return page('This request cannot be completed', `<p class="error" role="alert">${escapeHtml(message)}</p><p>Go back to Dining deals and start the verification again.</p>`);
}
