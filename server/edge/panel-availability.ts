import { slotsByDateSchema, type SlotsByDate } from '../../src/domain/contract/availability';
import { panelAccess, panelSlotsQuery, type PanelAccess } from '../../src/domain/booking-panel';
import { accessRequirement } from '../../src/domain/program-access';
import { dinerAccessOf } from './diner-credentials';
import type { ProgramBundle } from './program-bundle';
import type { ProgramSession } from './session';
import type { AppEnv } from './env';
import { createProviderClient, type ProviderCallContext } from './provider-client';

/** The booking panel's slots of a restaurant (spec §7 `last_available_time_slots_by_date`), for the page and /api alike. */
export async function fetchPanelSlots(
  env: AppEnv,
  call: ProviderCallContext,
  p: { restaurantId: number; program: string; dealId: number | null; joined: boolean },
): Promise<SlotsByDate> {
  const provider = createProviderClient(env, call);
  const { data } = await provider.json(slotsByDateSchema, `/public/restaurants/${p.restaurantId}/last_available_time_slots_by_date`, {
    query: panelSlotsQuery(p),
  });
  return data;
}

/** What the diner's session and member cookie give them in a program, for the panel (spec §6, program-access.ts). */
export function panelAccessOf(bundle: Pick<ProgramBundle, 'config' | 'verifyOptions'>, session: ProgramSession | null, memberToken: string | undefined): PanelAccess {
  const requirement = accessRequirement({ authentication_method: bundle.config.authentication_method, verify_options: bundle.verifyOptions });
  return panelAccess(requirement, bundle.config.project, dinerAccessOf(session, memberToken), new Date());
}
