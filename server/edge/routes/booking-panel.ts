import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { panelOpening, PRELOADED_DATES, type PanelDateSlots, type PanelSlots } from '#domain/booking-panel.ts';
import { PROGRAM_SLUG } from '#domain/program-slug.ts';
import { formatPanelLabels } from '#lib/i18n/format-panel-labels.ts';
import type { LabelledDateSlots, LabelledOpening } from '#domain/panel-labels.ts';
import { apiLocale } from '#edge/api-locale.ts';
import type { AppEnv } from '#edge/env.ts';
import { dinerCredentialsOf } from '#edge/diner-credentials.ts';
import { fetchPanelSlots, panelAccessOf, type PanelDatesAsked } from '#edge/panel-availability.ts';
import { refuse } from '#edge/api-refusal.ts';
import { programConfigs } from '#edge/program-configs.ts';
import { waitUntilOf } from '#edge/wait-until.ts';
import { callerOf, providerFor } from '#edge/provider-for-request.ts';
import { ProviderError } from '#edge/provider-error.ts';

type Env = { Bindings: AppEnv };

const RECORD_ID = /^[1-9][0-9]{0,8}$/;
const restaurantInput = z.object({
  id: z.string().regex(RECORD_ID).transform(Number),
  program: z.string().regex(PROGRAM_SLUG),
  deal_id: z.string().regex(RECORD_ID).transform(Number).optional(),
});
const dateInput = restaurantInput.extend({ date: z.iso.date() });

/** The restaurant's panel slots as this diner may book them (their session's grant and member cookie), or a refusal. */
async function dinerSlots(c: Context<Env>, q: z.infer<typeof restaurantInput>, asked: PanelDatesAsked): Promise<PanelSlots | Response> {
  const locale = apiLocale(c);
  const lookup = await programConfigs(c.env).get(q.program, locale, waitUntilOf(c));
  if (lookup.kind !== 'found') return refuse(c, 404, 'programInvalid', 'program_invalid');
  const { session, ...credentials } = await dinerCredentialsOf(c, q.program);
  const { joined } = panelAccessOf(lookup.bundle, session, credentials.memberToken);
  c.header('Cache-Control', 'private, no-store');
  return fetchPanelSlots(c.env, { locale, ...credentials, ...callerOf(c) }, { restaurantId: q.id, program: q.program, dealId: q.deal_id ?? null, joined, asked });
}

/**
 * GET /api/restaurants/:id/panel-slots?program=&date=&deal_id=&lang=: one date's slots for the booking panel,
 * when the diner picks a date the page did not bring (same query rules as the page, spec §7).
 * GET /api/restaurants/:id/panel-opening?program=&deal_id=&lang=: the panel's dates and first slots, for a page served
 * from the shared page cache, which carries none (live data is never cached).
 * Both answer the dates and times as `lang` writes them too (format-panel-labels.ts).
 * GET /api/restaurants/:id/slots/live?program=&deal_id= (a WebSocket): the restaurant's slots as they fill and free,
 * passed through from the provider (live-slots.ts); the panel and the booking site's time step watch it.
 */
export const bookingPanelRoutes = new Hono<Env>()
  .get('/:id/panel-slots', async (c) => {
    const parsed = dateInput.safeParse({ id: c.req.param('id'), ...c.req.query() });
    if (!parsed.success) {
      const onDate = parsed.error.issues.some((issue) => issue.path[0] === 'date');
      return onDate ? refuse(c, 400, 'bookingDateInvalid', 'date_invalid') : refuse(c, 400, 'badRequest', 'bad_request');
    }
    const slots = await dinerSlots(c, parsed.data, { date: parsed.data.date });
    if (slots instanceof Response) return slots;
    const day: PanelDateSlots = { date: parsed.data.date, slots: slots.slotsOn(parsed.data.date) };
    const answer: LabelledDateSlots = { ...day, labels: formatPanelLabels({ dates: [day.date], preloaded: [day] }, apiLocale(c)) };
    return c.json(answer);
  })
  .get('/:id/panel-opening', async (c) => {
    const parsed = restaurantInput.safeParse({ id: c.req.param('id'), ...c.req.query() });
    if (!parsed.success) return refuse(c, 400, 'badRequest', 'bad_request');
    const slots = await dinerSlots(c, parsed.data, { first: PRELOADED_DATES });
    if (slots instanceof Response) return slots;
    const opening = panelOpening(slots);
    const answer: LabelledOpening = { ...opening, labels: formatPanelLabels(opening, apiLocale(c)) };
    return c.json(answer);
  })
  .get('/:id/slots/live', async (c) => {
    const parsed = restaurantInput.safeParse({ id: c.req.param('id'), ...c.req.query() });
    if (!parsed.success) return refuse(c, 400, 'badRequest', 'bad_request');
    if (c.req.header('Upgrade')?.toLowerCase() !== 'websocket') return refuse(c, 426, 'badRequest', 'websocket_required');
    const lookup = await programConfigs(c.env).get(parsed.data.program, apiLocale(c), waitUntilOf(c));
    if (lookup.kind !== 'found') return refuse(c, 404, 'programInvalid', 'program_invalid');
    const answer = await providerFor(c).raw(`/public/restaurants/${parsed.data.id}/slots/live`, { query: { deal_id: parsed.data.deal_id }, webSocket: true });
    if (answer.status !== 101) throw await ProviderError.fromResponse(answer);
    return answer;
  });
