import { slotsByDateSchema, type SlotsByDate } from '../../src/domain/contract/availability';
import { panelSlotsQuery, type PanelAccess } from '../../src/domain/booking-panel';
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

/**
 * What the diner's session grants the panel (spec §6): signed in when the edge holds a valid member
 * cookie (spec §4 "Login state"). Verification and partner login are the access issue's work.
 */
export function panelAccess(session: { memberToken: string | undefined }): PanelAccess {
  return { memberSignedIn: !!session.memberToken, verificationPassed: false, partnerAuth: false };
}
