import type { LabelledDateSlots, LabelledOpening } from '#domain/panel-labels.ts';
import { callApi } from '#lib/api-client.ts';

/** One date's slots and their labels through the edge API; answers them or the first error message ('' when offline). */
export async function fetchDateSlots(p: { restaurantId: number; program: string; date: string; dealId: number | null; lang: string }): Promise<LabelledDateSlots | string> {
  const query = new URLSearchParams({ program: p.program, date: p.date, lang: p.lang });
  if (p.dealId !== null) query.set('deal_id', String(p.dealId));
  const answer = await callApi<LabelledDateSlots>(`/api/restaurants/${p.restaurantId}/panel-slots?${query.toString()}`, { lang: p.lang });
  return answer.ok ? answer.data : answer.message;
}

/** The panel's dates, first slots and their labels through the edge API (a page from the shared cache carries none); null when they could not be loaded. */
export async function fetchPanelOpening(p: { restaurantId: number; program: string; dealId: number | null; lang: string }): Promise<LabelledOpening | null> {
  const query = new URLSearchParams({ program: p.program, lang: p.lang });
  if (p.dealId !== null) query.set('deal_id', String(p.dealId));
  const answer = await callApi<LabelledOpening>(`/api/restaurants/${p.restaurantId}/panel-opening?${query.toString()}`, { lang: p.lang });
  return answer.ok ? (answer.data ?? null) : null;
}
