import { Hono, type Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { escapeHtml } from '#domain/escape-html.ts';
import { sandboxMailListSchema, sandboxMailQuerySchema, sandboxSmsListSchema, type SandboxMail } from '#domain/contract/sandbox-mail.ts';
import { sandboxBankAuthorizeSchema, sandboxBankConsentSchema, sandboxBankLoginSchema } from '#domain/contract/sandbox-bank.ts';
import { sandboxCardLinkQuerySchema, sandboxCardLinkSchema } from '#domain/contract/sandbox-card-issuer.ts';
import { sandboxCronSchema } from '#domain/contract/sandbox-cron.ts';
import { sandboxReservedAtSchema } from '#domain/contract/sandbox-bookings.ts';
import {
  sandboxChallengePageSchema,
  sandboxChallengeSchema,
  sandboxFieldPageSchema,
  sandboxFieldValiditySchema,
  sandboxFormSessionUpdateSchema,
  sandboxSessionRefSchema,
} from '#domain/contract/sandbox-gateway.ts';
import type { AppEnv } from '#edge/env.ts';
import { createProviderClient } from '#edge/provider-client.ts';
import { ProviderError } from '#edge/provider-error.ts';
import { answerInvalidInput, callProvider, passOn, validate } from '#edge/relay.ts';

// The page carries no script and no remote resource: inline styles only, nothing else loads.
const PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

function messageHtml(mail: SandboxMail): string {
  const ics = mail.attachments.find((a) => a.filename.endsWith('.ics'));
  return `<article>
<h2>${escapeHtml(mail.subject)}</h2>
<dl><dt>To</dt><dd>${escapeHtml(mail.to)}</dd><dt>From</dt><dd>${escapeHtml(mail.from)}</dd><dt>Sent</dt><dd><time datetime="${escapeHtml(mail.created_at)}">${escapeHtml(mail.created_at)}</time></dd></dl>
<pre>${escapeHtml(mail.text)}</pre>
${ics ? `<p><a href="/api/dev/outbox/${mail.id}/ics" download="${escapeHtml(ics.filename)}">Download ${escapeHtml(ics.filename)}</a></p>` : ''}
</article>`;
}

function pageHtml(messages: SandboxMail[], to: string | undefined): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Dev outbox</title>
<style>body{font-family:system-ui,sans-serif;max-width:60rem;margin:0 auto;padding:1rem;color:#1a1a1a}article{border:1px solid #ccc;border-radius:6px;padding:0 1rem;margin:1rem 0}
h2{font-size:1.1rem}dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem}dt{font-weight:600}dd{margin:0;overflow-wrap:anywhere}pre{white-space:pre-wrap;overflow-wrap:anywhere;background:#f6f6f6;padding:.75rem}a{color:#0645ad}</style>
</head><body><main>
<h1>Dev outbox</h1>
<p>E-mails the sandbox mail adapter stored, newest first${to ? ` (to ${escapeHtml(to)})` : ''}. <a href="/api/dev/outbox.json">JSON</a></p>
<form method="get" action="/api/dev/outbox"><label for="to">Recipient</label> <input id="to" name="to" type="email" value="${escapeHtml(to ?? '')}"> <button type="submit">Filter</button></form>
${messages.length === 0 ? '<p>No e-mails yet. Book a table, then reload this page.</p>' : messages.map(messageHtml).join('\n')}
</main></body></html>`;
}

type PageContext = Context<{ Bindings: AppEnv }>;

/** A plain form post's fields (the sandbox bank's pages run no script); a file or a repeated field is not one. */
async function formFields(c: PageContext): Promise<Record<string, string> | undefined> {
  const form = await c.req.parseBody().catch(() => undefined);
  if (!form || Object.values(form).some((value) => typeof value !== 'string')) return undefined;
  return form as Record<string, string>;
}

/**
 * The sandbox bank's answer to the browser: its page (with its own CSP), or its 303 back to the app with the code
 * or the error. A way back anywhere but this app is the provider breaking the contract, never followed.
 */
function bankPage(c: PageContext, answer: Response): Response {
  if (answer.status === 303) {
    const location = answer.headers.get('Location') ?? '';
    const origin = URL.canParse(location) ? new URL(location).origin : null;
    if (origin === null || (origin !== new URL(c.req.url).origin && origin !== c.env.BOOKING_SITE_ORIGIN)) {
      throw new ProviderError(502, 'The sandbox bank redirected off the app', 'contract_violation');
    }
    return new Response(null, { status: 303, headers: { Location: location, 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' } });
  }
  if (answer.status >= 500 || !(answer.headers.get('Content-Type') ?? '').startsWith('text/html')) return passOn(answer);
  return new Response(answer.body, {
    status: answer.status,
    headers: {
      'Content-Type': 'text/html; charset=UTF-8',
      'Content-Security-Policy': answer.headers.get('Content-Security-Policy') ?? PAGE_CSP,
      'Cache-Control': 'no-store',
      'Referrer-Policy': 'no-referrer',
    },
  });
}

/**
 * The sandbox gateway's answer: its page, or its 303 back to a path of this app (after the card is typed) or to the
 * app's 3-D Secure return address. A way back anywhere else is the provider breaking the contract, never followed.
 */
function gatewayPage(c: PageContext, answer: Response): Response {
  if (answer.status !== 303) return bankPage(c, answer);
  const location = answer.headers.get('Location') ?? '';
  if (/^\/(?![/\\])/.test(location)) return new Response(null, { status: 303, headers: { Location: location, 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' } });
  return bankPage(c, answer);
}

/**
 * The pages of the provider's sandboxes, for local development only (see localSandboxPages): the dev
 * outbox /api/dev/outbox (HTML), /api/dev/outbox.json, /api/dev/outbox/{id}/ics; the codes the sandbox
 * SMS/voice adapter "sent" at /api/dev/sms.json; a cron tick of the provider as at a time, POST /api/dev/cron; a booking's reserved time moved and its payment record,
 * /api/dev/bookings/{id}/reserved_at and …/payment; a card session ended, POST /api/dev/gateway-sessions/{id}/expire; a card
 * issuer's signed link into a card BIN program, /api/dev/card-issuer-link?program=&bin= (303 to its home); and the
 * sandbox bank's login at /api/sandbox/bank/authorize (its forms post to …/login and …/consent); the sandbox
 * payment gateway's Hosted Session (session.js, the card fields' pages under /api/sandbox/gateway/field, their checks
 * and session update) and its 3-D Secure challenge /api/sandbox/gateway/challenge (its form posts back to itself).
 * The card fields are the gateway's: what is typed in them goes through to the sandbox gateway only.
 */
export const sandboxPages = new Hono<{ Bindings: AppEnv }>()
  .basePath('/api')
  // Errors go on to the edge API's onError (the JSON error shape), which runs these pages.
  .onError(answerInvalidInput)
  .get('/dev/outbox.json', async (c) => {
    const to = readTo(c.req.query('to'));
    const { data } = await createProviderClient(c.env, { locale: 'en' }).json(sandboxMailListSchema, '/sandbox/mail', { query: { to } });
    return c.json(data, 200, { 'Cache-Control': 'no-store' });
  })
  .get('/dev/outbox', async (c) => {
    const to = readTo(c.req.query('to'));
    const { data } = await createProviderClient(c.env, { locale: 'en' }).json(sandboxMailListSchema, '/sandbox/mail', { query: { to } });
    return c.html(pageHtml(data.messages, to), 200, { 'Content-Security-Policy': PAGE_CSP, 'Cache-Control': 'no-store' });
  })
  // Verification codes the sandbox SMS/voice adapter "sent" (to a number as +<country code><mobile>).
  .get('/dev/sms.json', async (c) => {
    const to = c.req.query('to');
    if (to !== undefined && !/^\+\d{6,24}$/.test(to)) throw new HTTPException(400, { message: 'bad_request' });
    const { data } = await createProviderClient(c.env, { locale: 'en' }).json(sandboxSmsListSchema, '/sandbox/sms', { query: { to } });
    return c.json(data, 200, { 'Cache-Control': 'no-store' });
  })
  // The provider's cron tick as at a given time (a test moves a refund past its settlement day).
  .post('/dev/cron', async (c) => passOn(await callProvider(c, '/sandbox/cron', { method: 'POST', body: validate(c, sandboxCronSchema, await c.req.json().catch(() => null)) })))
  // A booking's reserved time moved (a test lets its time come), and its payment as the provider records it.
  .post('/dev/bookings/:id{[1-9][0-9]{0,8}}/reserved_at', async (c) =>
    passOn(await callProvider(c, `/sandbox/bookings/${c.req.param('id')}/reserved_at`, { method: 'POST', body: validate(c, sandboxReservedAtSchema, await c.req.json().catch(() => null)) })),
  )
  .get('/dev/bookings/:id{[1-9][0-9]{0,8}}/payment', async (c) => passOn(await callProvider(c, `/sandbox/bookings/${c.req.param('id')}/payment`)))
  // The gateway's card session ended now (a test of the "session expired" answer).
  .post('/dev/gateway-sessions/:id/expire', async (c) => {
    const { session_id } = validate(c, sandboxSessionRefSchema, { session_id: c.req.param('id') });
    return passOn(await callProvider(c, `/sandbox/gateway/sessions/${session_id}/expire`, { method: 'POST' }));
  })
  // A card issuer's link into a card BIN program, as the sandbox issuer signs it: 303 to the program's home.
  .get('/dev/card-issuer-link', async (c) => {
    const query = validate(c, sandboxCardLinkQuerySchema, c.req.query());
    const { data } = await createProviderClient(c.env, { locale: 'en' }).json(sandboxCardLinkSchema, '/sandbox/card-issuer/link', {
      query: { program: query.program, bin: query.bin, lifetime_seconds: String(query.lifetime_seconds) },
    });
    const home = `/?${new URLSearchParams({ program: query.program, cbin: data.cbin })}`;
    return new Response(null, { status: 303, headers: { Location: home, 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' } });
  })
  .get('/dev/outbox/:id{[1-9][0-9]{0,8}}/ics', async (c) => {
    const response = await createProviderClient(c.env, { locale: 'en' }).raw(`/sandbox/mail/${c.req.param('id')}/ics`);
    if (!response.ok) throw new HTTPException(404, { message: 'not_found' });
    return new Response(response.body as never, {
      headers: {
        'Content-Type': 'text/calendar; charset=utf-8',
        'Content-Disposition': response.headers.get('Content-Disposition') ?? 'attachment; filename="booking.ics"',
        'Cache-Control': 'no-store',
      },
    });
  })
  .get('/sandbox/bank/authorize', async (c) => bankPage(c, await callProvider(c, '/sandbox/bank/authorize', { query: validate(c, sandboxBankAuthorizeSchema, c.req.query()) })))
  .post('/sandbox/bank/login', async (c) =>
    bankPage(c, await callProvider(c, '/sandbox/bank/login', { method: 'POST', body: validate(c, sandboxBankLoginSchema, await formFields(c)), redirect: 'manual' })),
  )
  .post('/sandbox/bank/consent', async (c) =>
    bankPage(c, await callProvider(c, '/sandbox/bank/consent', { method: 'POST', body: validate(c, sandboxBankConsentSchema, await formFields(c)), redirect: 'manual' })),
  )
  // The gateway's Hosted Session emulation: its scripts, a field's page, and the field's own calls (JSON, same origin).
  .get('/sandbox/gateway/session.js', async (c) => passOn(await callProvider(c, '/sandbox/gateway/session.js')))
  .get('/sandbox/gateway/field.js', async (c) => passOn(await callProvider(c, '/sandbox/gateway/field.js')))
  .get('/sandbox/gateway/field', async (c) => gatewayPage(c, await callProvider(c, '/sandbox/gateway/field', { query: validate(c, sandboxFieldPageSchema, c.req.query()) })))
  .post('/sandbox/gateway/field-validity', async (c) =>
    passOn(await callProvider(c, '/sandbox/gateway/field-validity', { method: 'POST', body: validate(c, sandboxFieldValiditySchema, await c.req.json().catch(() => null)) })),
  )
  .post('/sandbox/gateway/form-session-update', async (c) =>
    passOn(await callProvider(c, '/sandbox/gateway/form-session-update', { method: 'POST', body: validate(c, sandboxFormSessionUpdateSchema, await c.req.json().catch(() => null)) })),
  )
  .get('/sandbox/gateway/challenge', async (c) => gatewayPage(c, await callProvider(c, '/sandbox/gateway/challenge', { query: validate(c, sandboxChallengePageSchema, c.req.query()) })))
  .post('/sandbox/gateway/challenge', async (c) =>
    gatewayPage(c, await callProvider(c, '/sandbox/gateway/challenge', { method: 'POST', body: validate(c, sandboxChallengeSchema, await formFields(c)), redirect: 'manual' })),
  );

function readTo(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const parsed = sandboxMailQuerySchema.safeParse({ to: value });
  if (!parsed.success) throw new HTTPException(400, { message: 'bad_request' });
  return parsed.data.to;
}
