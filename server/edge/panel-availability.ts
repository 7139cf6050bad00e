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
 * What a program session grants the panel (spec §6). The session carries no member token, verification
 * or partner login yet: member sessions and access grants are the accounts and access issues' work.
 */
export const SESSION_PANEL_ACCESS: PanelAccess = { memberSignedIn: false, verificationPassed: false, partnerAuth: false };
