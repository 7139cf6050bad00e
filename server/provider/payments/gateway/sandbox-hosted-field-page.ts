import { escapeHtml } from '#domain/escape-html.ts';
import type { HostedCardField } from '#domain/hosted-session-answers.ts';

/** A field runs its own script only, talks to the sandbox gateway only, and is framed by the app's page only (the sandbox is relayed on the app's origin). */
export const HOSTED_FIELD_CSP = "default-src 'none'; script-src 'self'; connect-src 'self'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'self'";

const INPUT_OF: Record<HostedCardField, string> = {
  number: 'inputmode="numeric" autocomplete="cc-number" maxlength="23"',
  expiryMonth: 'inputmode="numeric" autocomplete="cc-exp-month" maxlength="4" placeholder="MM"',
  expiryYear: 'inputmode="numeric" autocomplete="cc-exp-year" maxlength="4" placeholder="YY"',
  securityCode: 'inputmode="numeric" autocomplete="cc-csc" maxlength="8"',
};

const STYLE = `html,body{margin:0;padding:0;background:transparent}
input{box-sizing:border-box;width:100%;height:2.75rem;font:16px/1.4 system-ui,sans-serif;padding:.5rem .6rem;border:1px solid #767676;border-radius:6px;color:#1a1a1a;background:#fff}
input:focus-visible{outline:3px solid #1d4ed8;outline-offset:-3px}input[aria-invalid="true"]{border-color:#a4001d;border-width:2px}`;

/** One hosted card field: a lone input, named by the label the app gave it; field.js reports its validity and posts the card. */
export function hostedFieldPage(field: HostedCardField, label: string, lang: string): string {
  return `<!doctype html>
<html lang="${escapeHtml(lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer"><title>${escapeHtml(label)}</title><style>${STYLE}</style></head>
<body><input id="field" type="text" aria-label="${escapeHtml(label)}" ${INPUT_OF[field]} spellcheck="false"><script src="field.js"></script></body></html>`;
}

/** The field's script: validity on leaving the field (and again while a refused value is corrected), focus on request, and the card posted to the session on updateSessionFromForm. */
export const HOSTED_FIELD_SCRIPT = `(function () {
  'use strict';
  var params = new URLSearchParams(location.search);
  var role = params.get('role');
  var sessionId = params.get('session_id');
  var input = document.getElementById('field');
  var origin = location.origin;
  var TIMEOUT_MS = 20000;
  var last = null;
  var timer = null;

  function tell(message) {
    message.source = 'sandbox-hosted-field';
    message.role = role;
    parent.postMessage(message, origin);
  }
  function post(path, body) {
    var controller = new AbortController();
    var stop = setTimeout(function () { controller.abort(); }, TIMEOUT_MS);
    return fetch(path, { method: 'POST', credentials: 'same-origin', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body), signal: controller.signal })
      .then(function (response) {
        clearTimeout(stop);
        return response.ok ? response.json() : Promise.reject(new Error('refused'));
      });
  }
  function check() {
    post('field-validity', { role: role, value: input.value }).then(function (answer) {
      input.setAttribute('aria-invalid', answer.validity.isValid ? 'false' : 'true');
      var key = JSON.stringify(answer.validity);
      if (key !== last) {
        last = key;
        tell({ type: 'validity', result: answer.validity });
      }
      if (answer.card_type) tell({ type: 'cardType', result: answer.card_type });
    }, function () {});
  }
  function fieldOf(other) {
    if (other === role) return input;
    for (var i = 0; i < parent.frames.length; i++) {
      try {
        var frame = parent.frames[i];
        var query = new URLSearchParams(frame.location.search);
        if (frame.location.origin === origin && frame.location.pathname === location.pathname && query.get('session_id') === sessionId && query.get('role') === other) {
          return frame.document.getElementById('field');
        }
      } catch (error) {}
    }
    return null;
  }
  function valueOf(other) {
    var field = fieldOf(other);
    return field ? field.value : '';
  }
  var ERROR_KEYS = { number: 'cardNumber', expiryMonth: 'expiryMonth', expiryYear: 'expiryYear', securityCode: 'securityCode' };
  function markFields(response) {
    Object.keys(ERROR_KEYS).forEach(function (other) {
      var field = fieldOf(other);
      if (field) field.setAttribute('aria-invalid', response.errors && response.errors[ERROR_KEYS[other]] ? 'true' : 'false');
    });
  }
  function update() {
    var card = { session_id: sessionId, number: input.value, expiry_month: valueOf('expiryMonth'), expiry_year: valueOf('expiryYear'), security_code: valueOf('securityCode') };
    post('form-session-update', card).then(
      function (response) {
        if (response.status === 'fields_in_error') markFields(response);
        tell({ type: 'update', response: response });
      },
      function (error) {
        var timedOut = error && error.name === 'AbortError';
        tell({ type: 'update', response: { status: timedOut ? 'request_timeout' : 'system_error', session: { id: sessionId }, errors: { message: timedOut ? 'Request timeout' : 'The sandbox gateway refused the request' } } });
      }
    );
  }

  input.addEventListener('blur', check);
  input.addEventListener('input', function () {
    if (last === null || JSON.parse(last).isValid) return;
    clearTimeout(timer);
    timer = setTimeout(check, 400);
  });
  window.addEventListener('message', function (event) {
    var data = event.data;
    if (event.source !== parent || event.origin !== origin || !data || data.source !== 'sandbox-session') return;
    if (data.type === 'focus') input.focus();
    if (data.type === 'update' && role === 'number') update();
  });
  tell({ type: 'ready' });
})();
`;
