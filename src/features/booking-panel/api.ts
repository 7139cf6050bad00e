import type { PanelDateSlots, PanelOpening } from '../../domain/booking-panel';
import { firstErrorMessage } from '../../domain/provider-errors';

/** One date's slots through the edge API; answers the slots or the first error message ('' when offline). */
export async function fetchDateSlots(p: { restaurantId: number; program: string; date: string; dealId: number | null; lang: string }): Promise<PanelDateSlots | string> {
  const query = new URLSearchParams({ program: p.program, date: p.date, lang: p.lang });
  if (p.dealId !== null) query.set('deal_id', String(p.dealId));
  try {
    const response = await fetch(`/api/restaurants/${p.restaurantId}/panel-slots?${query.toString()}`, { credentials: 'same-origin' });
    const body: unknown = await response.json().catch(() => undefined);
    if (response.ok) return body as PanelDateSlots;
    return firstErrorMessage(body) ?? '';
  } catch {
    return '';
  }
}

/** The panel's dates and first slots through the edge API (a page from the shared cache carries none); null when they could not be loaded. */
export async function fetchPanelOpening(p: { restaurantId: number; program: string; dealId: number | null; lang: string }): Promise<PanelOpening | null> {
  const query = new URLSearchParams({ program: p.program, lang: p.lang });
  if (p.dealId !== null) query.set('deal_id', String(p.dealId));
  try {
    const response = await fetch(`/api/restaurants/${p.restaurantId}/panel-opening?${query.toString()}`, { credentials: 'same-origin' });
    return response.ok ? ((await response.json()) as PanelOpening) : null;
  } catch {
    return null;
  }
}
