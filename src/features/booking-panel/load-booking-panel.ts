import { programAnswer } from '#edge/program-answers.ts';
import { pageCallContext } from '#edge/provider-for-page.ts';
import { fetchPanelSlots, panelAccessOf } from '#edge/panel-availability.ts';
import type { PageContext } from '#edge/request-context.ts';
import { readArrival } from '#domain/arrival.ts';
import type { BookingFrameParams } from '#domain/booking-frame.ts';
import { panelOpening, PRELOADED_DATES, requiredVerification, type PanelGate, type PanelOpening, type PanelVerification } from '#domain/booking-panel.ts';
import { accessRequirement } from '#domain/program-access.ts';
import { blockJustificationsSchema, bookingRestrictExplainSchema } from '#domain/contract/availability.ts';
import { domainMessages } from '#domain/messages.ts';
import { getI18n } from '#lib/i18n/get-i18n.ts';
import { formatPanelLabels } from '#lib/i18n/format-panel-labels.ts';
import type { PanelLabels } from '#domain/panel-labels.ts';
import { sanitizeRichText } from '#lib/rich-text.ts';
import { loginLink } from '#domain/routes.ts';
import { readVerifyReturn, type VerifyReturn } from '#domain/verify-return.ts';
import type { VerifyData } from '#domain/verify-data.ts';

const RECORD_ID = /^[1-9][0-9]{0,8}$/;
const CODE = /^[A-Za-z0-9_-]{1,64}$/;

/** Everything the booking panel starts from, loaded on the server (ARCHITECTURE "How a booking flows" 1). */
export interface BookingPanelData {
  program: string;
  restaurantId: number;
  dealId: number | null;
  /**
   * Available restaurant-local dates, soonest first, and the first dates' slots; null when availability could not be
   * loaded; 'live' on a shared page (page cache), where the browser fetches them: slots are never cached.
   */
  opening: PanelOpening | null | 'live';
  /**
   * The preloaded dates and times as the diner's locale writes them, formatted here: the panel hydrates without
   * building Intl formatters (the first one costs the phone's main thread several milliseconds), and builds them
   * only when the diner opens the list of later dates or fetches their times.
   */
  labels: PanelLabels;
  notification: string | null;
  /** 'No seats available' in the diner's language: translated here so the domain catalog stays off the page's JS. */
  noSeatsHeading: string;
  /** Sanitized rich text. */
  restrictionHtml: string | null;
  gate: PanelGate;
  payment: string | null;
  siteOrigin: string;
  /** The frame parameters known on the server; the panel adds date, time and return url. */
  frameParams: BookingFrameParams;
  loginHref: string;
  /** What the Verify popup needs (spec §4); its verification is the gate's. */
  verify: VerifyData;
  /** A verification that left the app and came back (the bank login), spec §4 CALLBACK. */
  verifyReturn: VerifyReturn;
  /** The page's kept query (program, lang, …), for links the panel builds once a booking is made. */
  pageQuery: string;
}

/** A record id from the query, or null when absent or malformed. */
export function queryRecordId(query: URLSearchParams, name: string): number | null {
  const value = query.get(name);
  return value && RECORD_ID.test(value) ? Number(value) : null;
}

/** What the Verify popup needs from the server; the page passes the loader of the access feature (features do not import each other). */
export type LoadVerify = (page: PageContext, verification: PanelVerification) => Promise<VerifyData>;

export async function loadBookingPanel(page: PageContext, restaurantId: number, dealId: number | null, loadVerify: LoadVerify): Promise<BookingPanelData> {
  const program = page.program!;
  const { config, verifyOptions } = program.bundle;
  const query = page.url.searchParams;
  const access = panelAccessOf(program.bundle, program.session, page.memberToken);
  const joined = access.joined;
  const verification = requiredVerification(accessRequirement({ authentication_method: config.authentication_method, verify_options: verifyOptions }));
  const deal = dealId === null ? {} : { deal_id: dealId };
  const [opening, justification, restriction, verify] = await Promise.all([
    page.shared
      ? ('live' as const)
      : fetchPanelSlots(page.env, pageCallContext(page), { restaurantId, program: program.slug, dealId, joined, asked: { first: PRELOADED_DATES } })
          .then(panelOpening)
          .catch((error: unknown) => {
            console.error('panel slots unavailable', restaurantId, error);
            return null;
          }),
    programAnswer(page, blockJustificationsSchema, `/public/restaurants/${restaurantId}/block_justifications`, { project: program.slug, ...deal }).then(
      (answer) => answer.notification,
      () => null,
    ),
    programAnswer(page, bookingRestrictExplainSchema, '/public/booking_restricts/explain', { project: program.slug, restaurant_id: restaurantId }).then(
      (answer) => answer.explanation,
      () => null,
    ),
    loadVerify(page, joined ? null : verification),
  ]);
  const known = opening === 'live' || opening === null ? { dates: [], preloaded: [] } : opening;
  const labels = formatPanelLabels(known, page.uiLocale);
  const code = (name: string) => {
    const value = query.get(name);
    return value && CODE.test(value) ? value : undefined;
  };
  return {
    program: program.slug,
    restaurantId,
    dealId,
    opening,
    labels,
    notification: justification,
    noSeatsHeading: getI18n(page.uiLocale)._(domainMessages.noSeatsAvailable),
    restrictionHtml: restriction ? sanitizeRichText(restriction) : null,
    gate: { loginRequired: config.authentication_method === 'membership', verification, access },
    payment: readArrival(query).payment,
    siteOrigin: page.env.BOOKING_SITE_ORIGIN || page.url.origin,
    frameParams: {
      program: program.slug,
      lang: page.uiLocale,
      handle: program.session.handle ?? undefined,
      source: program.session.source ?? undefined,
      voucher_code: code('voucher_code'),
      access_code: code('access_code'),
      access_password: code('access_password'),
      deal_id: dealId === null ? undefined : String(dealId),
      payment: readArrival(query).payment ?? undefined,
    },
    loginHref: loginLink(page.url),
    verify,
    verifyReturn: readVerifyReturn(query),
    pageQuery: query.toString(),
  };
}
