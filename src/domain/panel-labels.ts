import type { PanelDateSlots, PanelOpening } from './booking-panel';

/**
 * Booking-panel dates and times as the diner's locale writes them, keyed by their ISO value. The server writes them
 * (format-panel-labels.ts) for every date the panel can show and every time it sends, so the panel neither builds
 * Intl formatters (whose first one costs a phone's main thread tens of milliseconds) nor loads their code.
 */
export interface PanelLabels {
  dates: Record<string, string>;
  times: Record<string, string>;
}

/** What the panel's slot calls answer (/api/restaurants/:id/panel-opening and panel-slots): slots with their labels. */
export type LabelledOpening = PanelOpening & { labels: PanelLabels };
export type LabelledDateSlots = PanelDateSlots & { labels: PanelLabels };

/** Labels of `more` added to `known`. */
export const withLabels = (known: PanelLabels, more: PanelLabels): PanelLabels => ({
  dates: { ...known.dates, ...more.dates },
  times: { ...known.times, ...more.times },
});
