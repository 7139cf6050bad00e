import { slotDatesSchema, timeSlotsSchema } from '#domain/contract/availability.ts';
import { panelAccess, panelSlotsQuery, type PanelAccess, type PanelSlots } from '#domain/booking-panel.ts';
import { accessRequirement } from '#domain/program-access.ts';
import { dinerAccessOf } from './diner-credentials';
import type { ProgramBundle } from './program-bundle';
import type { ProgramSession } from './session';
import type { AppEnv } from './env';
import { createProviderClient, type ProviderCallContext } from './provider-client';
import { contractViolation } from './provider-error';

/**
 * The booking panel's slots of a restaurant (spec §7 `last_available_time_slots_by_date`), for the page and /api alike.
 * A date's slots are checked against the contract when read; slots outside it fail as the whole answer would.
 */
export async function fetchPanelSlots(
  env: AppEnv,
  call: ProviderCallContext,
  p: { restaurantId: number; program: string; dealId: number | null; joined: boolean },
): Promise<PanelSlots> {
  const provider = createProviderClient(env, call);
  const { data } = await provider.json(slotDatesSchema, `/public/restaurants/${p.restaurantId}/last_available_time_slots_by_date`, {
    query: panelSlotsQuery(p),
  });
  const byDate = new Map(data.dates.map((d) => [d.date, d.slots]));
  return {
    openDates: data.dates.filter((d) => d.slots.length > 0).map((d) => d.date),
    slotsOn: (date) => {
      const slots = timeSlotsSchema.safeParse(byDate.get(date) ?? []);
      if (!slots.success) throw contractViolation();
      return slots.data;
    },
  };
}

/** What the diner's session and member cookie give them in a program, for the panel (spec §6, program-access.ts). */
export function panelAccessOf(bundle: Pick<ProgramBundle, 'config' | 'verifyOptions'>, session: ProgramSession | null, memberToken: string | undefined): PanelAccess {
  const requirement = accessRequirement({ authentication_method: bundle.config.authentication_method, verify_options: bundle.verifyOptions });
  return panelAccess(requirement, bundle.config.project, dinerAccessOf(session, memberToken), new Date());
}
