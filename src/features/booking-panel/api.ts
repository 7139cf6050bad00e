import { firstErrorMessage } from '#domain/provider-errors.ts';
import type { LabelledDateSlots, LabelledOpening } from '#domain/panel-labels.ts';

/** One date's slots and their labels through the edge API; answers them or the first error message ('' when offline). */
export async function fetchDateSlots(p: { restaurantId: number; program: string; date: string; dealId: number | null; lang: string }): Promise<LabelledDateSlots | string> {
  const query = new URLSearchParams({ program: p.program, date: p.date, lang: p.lang });
  if (p.dealId !== null) query.set('deal_id', String(p.dealId));
  try {
    const response = await fetch(`/api/restaurants/${p.restaurantId}/panel-slots?${query.toString()}`, { credentials: 'same-origin' });
    const body: unknown = await response.json().catch(() => undefined);
    if (response.ok) return body as LabelledDateSlots;
    return firstErrorMessage(body) ?? '';
  } catch {
    return '';
  }
}

/** The panel's dates, first slots and their labels through the edge API (a page from the shared cache carries none); null when they could not be loaded. */
export async function fetchPanelOpening(p: { restaurantId: number; program: string; dealId: number | null; lang: string }): Promise<LabelledOpening | null> {
  const query = new URLSearchParams({ program: p.program, lang: p.lang });
  if (p.dealId !== null) query.set('deal_id', String(p.dealId));
  try {
    const response = await fetch(`/api/restaurants/${p.restaurantId}/panel-opening?${query.toString()}`, { credentials: 'same-origin' });
    return response.ok ? ((await response.json()) as LabelledOpening) : null;
  } catch {
    return null;
  }
}
