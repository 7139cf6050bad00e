import type { PanelDateSlots } from '../../domain/booking-panel';
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
