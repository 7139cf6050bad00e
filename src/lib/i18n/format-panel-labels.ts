import type { PanelOpening } from '#domain/booking-panel.ts';
import { remembered } from '#domain/remembered.ts';
import { formatPanelDate, formatTime } from './format';
import type { CatalogLocale } from './catalogs';
import type { PanelLabels } from '#domain/panel-labels.ts';

/** The labels of all the open dates and of the slots sent with them, written on the server (the page, the slot calls). */
export function formatPanelLabels({ dates, preloaded }: PanelOpening, locale: CatalogLocale): PanelLabels {
  return {
    dates: Object.fromEntries(dates.map((date) => [date, label(`d|${locale}|${date}`, () => formatPanelDate(date, locale))])),
    times: Object.fromEntries(preloaded.flatMap((day) => day.slots.map((slot) => [slot.time, label(`t|${locale}|${slot.time}`, () => formatTime(slot.time, locale))]))),
  };
}

// A label is the same for every diner of a locale, and a profile lists every open date (two months in the seed, a
// year for some programs): each is written once per isolate. Bounded: a year of dates and a day of times in every
// locale fit many times over; past the bound it starts again.
const labels = new Map<string, string>();
const MAX_LABELS = 50_000;

const label = (key: string, format: () => string): string => remembered(labels, key, format, MAX_LABELS);
