import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { panelOpening, type PanelDateSlots, type PanelSlots } from '../../../src/domain/booking-panel';
import { PROGRAM_SLUG } from '../../../src/domain/program-slug';
import { formatPanelLabels } from '../../../src/lib/format-panel-labels';
import type { LabelledDateSlots, LabelledOpening } from '../../../src/lib/panel-labels';
import { apiLocale } from '../api-locale';
import type { AppEnv } from '../env';
import { dinerCredentialsOf } from '../diner-credentials';
import { fetchPanelSlots, panelAccessOf } from '../panel-availability';
import { refuse } from '../api-refusal';
import { programConfigs } from '../program-configs';
import { waitUntilOf } from '../wait-until';
import { callerOf } from '../provider-for-request';

type Env = { Bindings: AppEnv };

const RECORD_ID = /^[1-9][0-9]{0,8}$/;
const restaurantInput = z.object({
  id: z.string().regex(RECORD_ID).transform(Number),
  program: z.string().regex(PROGRAM_SLUG),
  deal_id: z.string().regex(RECORD_ID).transform(Number).optional(),
});
const dateInput = restaurantInput.extend({ date: z.iso.date() });

/** The restaurant's panel slots as this diner may book them (their session's grant and member cookie), or a refusal. */
async function dinerSlots(c: Context<Env>, q: z.infer<typeof restaurantInput>): Promise<PanelSlots | Response> {
  const locale = apiLocale(c);
  const lookup = await programConfigs(c.env).get(q.program, locale, waitUntilOf(c));
  if (lookup.kind !== 'found') return refuse(c, 404, 'programInvalid', 'program_invalid');
  const { session, ...credentials } = await dinerCredentialsOf(c, q.program);
  const { joined } = panelAccessOf(lookup.bundle, session, credentials.memberToken);
  c.header('Cache-Control', 'private, no-store');
  return fetchPanelSlots(c.env, { locale, ...credentials, ...callerOf(c) }, { restaurantId: q.id, program: q.program, dealId: q.deal_id ?? null, joined });
}

/**
 * GET /api/restaurants/:id/panel-slots?program=&date=&deal_id=&lang=: one date's slots for the booking panel,
 * when the diner picks a date the page did not bring (same query rules as the page, spec §7).
 * GET /api/restaurants/:id/panel-opening?program=&deal_id=&lang=: the panel's dates and first slots, for a page served
 * from the shared page cache, which carries none (live data is never cached).
 * Both answer the dates and times as `lang` writes them too (format-panel-labels.ts).
 */
export const bookingPanelRoutes = new Hono<Env>()
  .get('/:id/panel-slots', async (c) => {
    const parsed = dateInput.safeParse({ id: c.req.param('id'), ...c.req.query() });
    if (!parsed.success) {
      const onDate = parsed.error.issues.some((issue) => issue.path[0] === 'date');
      return onDate ? refuse(c, 400, 'bookingDateInvalid', 'date_invalid') : refuse(c, 400, 'badRequest', 'bad_request');
    }
    const slots = await dinerSlots(c, parsed.data);
    if (slots instanceof Response) return slots;
    const day: PanelDateSlots = { date: parsed.data.date, slots: slots.slotsOn(parsed.data.date) };
    const answer: LabelledDateSlots = { ...day, labels: formatPanelLabels({ dates: [day.date], preloaded: [day] }, apiLocale(c)) };
    return c.json(answer);
  })
  .get('/:id/panel-opening', async (c) => {
    const parsed = restaurantInput.safeParse({ id: c.req.param('id'), ...c.req.query() });
    if (!parsed.success) return refuse(c, 400, 'badRequest', 'bad_request');
    const slots = await dinerSlots(c, parsed.data);
    if (slots instanceof Response) return slots;
    const opening = panelOpening(slots);
    const answer: LabelledOpening = { ...opening, labels: formatPanelLabels(opening, apiLocale(c)) };
    return c.json(answer);
  });
