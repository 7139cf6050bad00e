import { slotsByDateSchema } from '#domain/contract/availability.ts';
import { panelAccess, panelSlotsQuery, type PanelAccess, type PanelSlots } from '#domain/booking-panel.ts';
import { accessRequirement } from '#domain/program-access.ts';
import { dinerAccessOf } from './diner-credentials';
import type { ProgramBundle } from './program-bundle';
import type { ProgramSession } from './session';
import type { AppEnv } from './env';
import { createProviderClient, type ProviderCallContext } from './provider-client';

/** Which of a restaurant's dates the panel asks the slots of: its opening (the first dates', the later ones by date only) or one date. */
export type PanelDatesAsked = { first: number } | { date: string };

/**
 * The booking panel's slots of a restaurant (spec §7 `last_available_time_slots_by_date`), for the page and /api alike:
 * only the dates it shows, so the answer is a few kilobytes, not the window's sixty days of slots.
 */
export async function fetchPanelSlots(
  env: AppEnv,
  call: ProviderCallContext,
  p: { restaurantId: number; program: string; dealId: number | null; joined: boolean; asked: PanelDatesAsked },
): Promise<PanelSlots> {
  const provider = createProviderClient(env, call);
  const narrowed = 'date' in p.asked ? { date: p.asked.date } : { slots_of_first: String(p.asked.first) };
  const { data } = await provider.json(slotsByDateSchema, `/public/restaurants/${p.restaurantId}/last_available_time_slots_by_date`, {
    query: { ...panelSlotsQuery(p), ...narrowed },
  });
  const byDate = new Map(data.dates.map((d) => [d.date, d.slots]));
  return {
    openDates: [...data.dates.filter((d) => d.slots.length > 0).map((d) => d.date), ...(data.later_dates ?? [])],
    slotsOn: (date) => byDate.get(date) ?? [],
  };
}

/** What the diner's session and member cookie give them in a program, for the panel (spec §6, program-access.ts). */
export function panelAccessOf(bundle: Pick<ProgramBundle, 'config' | 'verifyOptions'>, session: ProgramSession | null, memberToken: string | undefined): PanelAccess {
  const requirement = accessRequirement({ authentication_method: bundle.config.authentication_method, verify_options: bundle.verifyOptions });
  return panelAccess(requirement, bundle.config.project, dinerAccessOf(session, memberToken), new Date());
}
