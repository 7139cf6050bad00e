import type { PanelDateSlots, PanelOpening } from '../domain/booking-panel';
import { formatPanelDate, formatTime } from './format';
import type { CatalogLocale } from './i18n/catalogs';

/** Booking-panel dates and times as the diner's locale writes them, keyed by their ISO value. */
export interface PanelLabels {
  dates: Record<string, string>;
  times: Record<string, string>;
}

/** What the panel's slot calls answer (/api/restaurants/:id/panel-opening and panel-slots): slots with their labels. */
export type LabelledOpening = PanelOpening & { labels: PanelLabels };
export type LabelledDateSlots = PanelDateSlots & { labels: PanelLabels };

/**
 * The labels of these dates and of their slots' times, written on the server (the page, and the slots the panel
 * fetches): the panel then hydrates and shows fetched slots without building Intl formatters, whose first one costs a
 * phone's main thread tens of milliseconds, and builds them only for dates it has no label for.
 */
export function panelLabels(days: readonly PanelDateSlots[], locale: CatalogLocale): PanelLabels {
  return {
    dates: Object.fromEntries(days.map(({ date }) => [date, formatPanelDate(date, locale)])),
    times: Object.fromEntries(days.flatMap((day) => day.slots.map((slot) => [slot.time, formatTime(slot.time, locale)]))),
  };
}

/** Labels of `more` added to `known`. */
export const withLabels = (known: PanelLabels, more: PanelLabels): PanelLabels => ({
  dates: { ...known.dates, ...more.dates },
  times: { ...known.times, ...more.times },
});
