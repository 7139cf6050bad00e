import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { allowedJumpUrl, readArrival, type Arrival } from '#domain/arrival.ts';
import { localeForProgram, negotiateLocale, type Locale } from '#domain/locales.ts';
import type { CatalogLocale } from '#lib/i18n/catalogs.ts';
import { buildRoute, routes } from '#domain/routes.ts';
import type { AppEnv } from '#edge/env.ts';
import type { ProgramBundle } from '#edge/program-bundle.ts';
import { MEMBER_COOKIE, verifyMemberSession } from '#edge/member-session.ts';
import { callerOf } from '#edge/provider-for-request.ts';
import { sessionWithArrivalAccess } from '#edge/arrival-access.ts';
import { programConfigs } from '#edge/program-configs.ts';
import { setPageContext, type PageContext } from '#edge/request-context.ts';
import { SESSION_COOKIE, sessionCookie, signProgramSession, verifyProgramSession, type ProgramSession } from '#edge/session.ts';
import { isSharedPageRequest } from '#edge/shared-page.ts';
import { isMarkedUnavailable, unavailablePage } from '#edge/unavailable-page.ts';
import { createNonce } from './security-headers';
import { waitUntilOf } from '#edge/wait-until.ts';

type Env = { Bindings: AppEnv };

/**
 * The program gate of spec §2/§4 for page requests: no program → /loading (query kept); /loading and
 * /pay turn into redirects; an unknown or expired program → /expired (the staff area needs none). A valid program gets its config
 * (KV-cached), the diner's locale and a program session, all handed to the pages. When the provider is
 * down (no config to be had, or a page could not load its content) the diner gets the 503 page.
 */
export function programGate(): MiddlewareHandler<Env> {
  return async (c, next) => {
    const url = new URL(c.req.url);
    const arrival = readArrival(url.searchParams);
    const requestedLocale = negotiateLocale(url.searchParams.get('lang'), c.req.header('Accept-Language'));
    const base = { env: c.env, waitUntil: waitUntilOf(c), nonce: createNonce(), url, caller: callerOf(c), frameAncestors: [] as string[] };

    if (url.pathname === routes.loading || url.pathname === routes.pay) return c.redirect(arrivalTarget(url, arrival, c.env.TEST_PROGRAM), 302);
    // The expired page and the staff area belong to no program.
    if (url.pathname === routes.expired || url.pathname === routes.staff) {
      const page = { ...base, locale: requestedLocale, uiLocale: uiLocaleFor(url, requestedLocale) };
      setPageContext(page);
      await next();
      await answerUnavailableIfMarked(c, page);
      return;
    }
    if (url.searchParams.get('program') === null) return c.redirect(`${routes.loading}${url.search}`, 302);
    if (!arrival.program) return c.redirect(expiredRoute(url), 302);

    let lookup;
    try {
      lookup = await programConfigs(c.env).get(arrival.program, requestedLocale, base.waitUntil);
    } catch (error) {
      // No config and no cached copy: the provider failed, which says nothing about the program itself.
      console.error('program config unavailable', arrival.program, error);
      const page = { ...base, locale: requestedLocale, uiLocale: uiLocaleFor(url, requestedLocale) };
      setPageContext(page);
      return unavailablePage(page);
    }
    // Only the provider's own answer (unknown or expired) sends the diner to /expired.
    if (lookup.kind === 'invalid') return c.redirect(expiredRoute(url), 302);

    const bundle = lookup.bundle;
    const { session, cookie } = await ensureSession(c, arrival.program, arrival, bundle);
    const locale = localeForProgram(requestedLocale, bundle.config.languages);
    const memberToken = await verifyMemberSession(getCookie(c, MEMBER_COOKIE), arrival.program, { keysText: c.env.SESSION_KEYS, issuer: c.env.SESSION_ISSUER });
    const shared = isSharedPageRequest({
      method: c.req.method,
      url,
      memberCookie: getCookie(c, MEMBER_COOKIE) !== undefined,
      arrival,
      session,
      returnOrigins: bundle.config.return_origins,
    });
    const page: PageContext = {
      ...base,
      locale,
      uiLocale: uiLocaleFor(url, locale),
      program: { slug: arrival.program, bundle, configVersion: lookup.version, session },
      frameAncestors: bundle.config.frame_ancestors,
      shared,
      ...(memberToken ? { memberToken } : {}),
    };
    setPageContext(page);
    await next();
    await answerUnavailableIfMarked(c, page);
    if (cookie) {
      c.res = new Response(c.res.body, c.res);
      c.res.headers.append('Set-Cookie', cookie);
    }
  };
}

/** A page that could not load its content because the provider is down (markUnavailable) is answered with the 503 page. */
async function answerUnavailableIfMarked(c: Context<Env>, page: PageContext): Promise<void> {
  if (!isMarkedUnavailable(page)) return;
  await c.res.body?.cancel();
  c.res = unavailablePage(page);
}

/** /loading and /pay: a payment goes to my-bookings; otherwise home. Program falls back to the test one. */
function arrivalTarget(url: URL, arrival: Arrival, testProgram: string): string {
  const program = arrival.program ?? testProgram;
  if (arrival.payment) return buildRoute(routes.myBookings, url.searchParams, { program, payment: arrival.payment });
  const query = new URLSearchParams(url.searchParams);
  query.set('program', program);
  query.delete('payment');
  return `${routes.home}?${query.toString()}`;
}

/** lang=pseudo shows the pseudo-locale, so any string that skipped translation stands out. */
function uiLocaleFor(url: URL, locale: Locale): CatalogLocale {
  return url.searchParams.get('lang') === 'pseudo' ? 'pseudo' : locale;
}

function expiredRoute(url: URL): string {
  const lang = url.searchParams.get('lang');
  const program = readArrival(url.searchParams).program;
  return buildRoute(routes.expired, '', { program, lang: lang && lang.length <= 16 ? lang : null });
}

async function ensureSession(
  c: Context<Env>,
  program: string,
  arrival: Arrival,
  bundle: ProgramBundle,
): Promise<{ session: ProgramSession; cookie?: string }> {
  const settings = { keysText: c.env.SESSION_KEYS, issuer: c.env.SESSION_ISSUER };
  const current = await verifyProgramSession(getCookie(c, SESSION_COOKIE), program, settings);
  const jumpUrl = allowedJumpUrl(arrival.jumpUrl, bundle.config.return_origins);
  const arrived: ProgramSession = {
    program,
    handle: arrival.handle ?? current?.handle ?? null,
    source: arrival.source ?? current?.source ?? null,
    jumpUrl: jumpUrl ?? current?.jumpUrl ?? null,
    hideNavigation: arrival.hideNavigation ?? current?.hideNavigation ?? false,
    termsAcceptedAt: current?.termsAcceptedAt ?? null,
    access: current?.access ?? null,
    bankLogin: current?.bankLogin ?? null,
  };
  const next = await sessionWithArrivalAccess(c, arrived, new URL(c.req.url).searchParams);
  if (current && sameSession(current, next)) return { session: current };
  return { session: next, cookie: sessionCookie(await signProgramSession(next, settings)) };
}

function sameSession(a: ProgramSession, b: ProgramSession): boolean {
  return a.handle === b.handle && a.source === b.source && a.jumpUrl === b.jumpUrl && a.hideNavigation === b.hideNavigation && a.access?.token === b.access?.token;
}
