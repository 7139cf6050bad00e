import type { CardEntryProblem } from '../../../src/domain/card-entry';
import { escapeHtml } from '../../../src/domain/escape-html';

/** No script, nothing remote, never framed; the forms post to these pages, whose answer redirects back to the app. */
export const GATEWAY_PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

/** Spec §8 card messages, as the sandbox gateway's page shows them (English, like the real gateway's test pages). */
export const CARD_ENTRY_MESSAGES: Record<CardEntryProblem, string> = {
  number_mandatory: 'Card number is mandatory',
  number_invalid_characters: 'Card number contains invalid characters',
  number_incomplete: 'Card number is incomplete',
  number_too_long: 'Card number is too long',
  number_incorrect: 'Card number is incorrect',
  number_not_supported: 'This card is not supported. Use one of the sandbox test cards',
  expiry_month_empty: 'Expiry month is empty',
  expiry_month_incomplete: 'Expiry month is incomplete (MM)',
  expiry_month_invalid: 'Expiry month is invalid',
  expiry_year_empty: 'Expiry year is empty',
  expiry_year_incomplete: 'Expiry year is incomplete (YY)',
  expiry_year_invalid: 'Expiry year is invalid',
  security_code_incomplete: 'Security code is incomplete',
  security_code_invalid: 'Security code is invalid',
};
export const SESSION_EXPIRED_MESSAGE = 'Not authorized: this card session has expired. Reload the page you came from and add the card again.';

const STYLE = `body{margin:0;font:16px/1.5 system-ui,sans-serif;color:#1a1a1a;background:#eef1f5}
header{background:#141413;color:#fff;padding:.8rem 1.2rem;font-weight:700}header span{color:#f79e1b}
main{max-width:26rem;margin:1.5rem auto;background:#fff;padding:1.5rem;border-radius:8px;box-shadow:0 1px 3px rgba(0,0,0,.15)}
h1{font-size:1.3rem;margin-top:0}label{display:block;font-weight:600;margin-top:1rem}
input{box-sizing:border-box;width:100%;font:inherit;padding:.55rem;border:1px solid #767676;border-radius:4px}
.row{display:flex;gap:.75rem}.row>div{flex:1}
button{font:inherit;margin-top:1.2rem;margin-right:.5rem;padding:.6rem 1.2rem;border:0;border-radius:4px;background:#1d4ed8;color:#fff;cursor:pointer}
button.secondary{background:#fff;color:#1d4ed8;border:1px solid #1d4ed8}
button:focus-visible,input:focus-visible,a:focus-visible{outline:3px solid #000;outline-offset:2px}
.error{color:#a4001d;margin:.25rem 0 0}.alert{background:#fdecee;border-left:4px solid #a4001d;padding:.5rem .8rem}small{color:#555}a{color:#0645ad}`;

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

type Field = 'number' | 'expiry_month' | 'expiry_year' | 'security_code';
const FIELD_OF: Record<CardEntryProblem, Field> = {
  number_mandatory: 'number', number_invalid_characters: 'number', number_incomplete: 'number', number_too_long: 'number',
  number_incorrect: 'number', number_not_supported: 'number', expiry_month_empty: 'expiry_month', expiry_month_incomplete: 'expiry_month',
  expiry_month_invalid: 'expiry_month', expiry_year_empty: 'expiry_year', expiry_year_incomplete: 'expiry_year', expiry_year_invalid: 'expiry_year',
  security_code_incomplete: 'security_code', security_code_invalid: 'security_code',
};

/**
 * The hosted card fields' page. After a refused entry it shows each field's message beside it (and keeps the
 * expiry, never the number or the code, which are typed again).
 */
export function cardPage(session: { sessionId: string; returnPath: string; cancelPath?: string | undefined }, problems: CardEntryProblem[] = [], kept: { expiryMonth?: string; expiryYear?: string } = {}): string {
  const messageOf = (field: Field) => problems.find((p) => FIELD_OF[p] === field);
  const input = (field: Field, label: string, attributes: string, value = '') => {
    const problem = messageOf(field);
    const described = problem ? ` aria-invalid="true" aria-describedby="${field}-error"` : '';
    return `<label for="${field}">${label}</label><input id="${field}" name="${field}" ${attributes} value="${escapeHtml(value)}"${described}>${
      problem ? `<p class="error" id="${field}-error">${escapeHtml(CARD_ENTRY_MESSAGES[problem])}</p>` : ''
    }`;
  };
  return page(
    'Add a card',
    `${problems.length ? '<p class="alert" role="alert">Please check the card details.</p>' : ''}
<form method="post" action="card" novalidate>
${hidden('session_id', session.sessionId)}${hidden('return_path', session.returnPath)}${session.cancelPath ? hidden('cancel_path', session.cancelPath) : ''}
${input('number', 'Card number', 'inputmode="numeric" autocomplete="cc-number" maxlength="40"')}
<div class="row"><div>${input('expiry_month', 'Expiry month (MM)', 'inputmode="numeric" autocomplete="cc-exp-month" maxlength="4"', kept.expiryMonth)}</div>
<div>${input('expiry_year', 'Expiry year (YY)', 'inputmode="numeric" autocomplete="cc-exp-year" maxlength="4"', kept.expiryYear)}</div></div>
${input('security_code', 'Security code', 'inputmode="numeric" autocomplete="cc-csc" maxlength="8"')}
<button type="submit">Continue</button>
</form>
<p><a href="${escapeHtml(session.cancelPath ?? session.returnPath)}">Cancel and go back</a></p>`,
  );
}

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
