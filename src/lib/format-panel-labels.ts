import type { PanelOpening } from '../domain/booking-panel';
import { formatPanelDate, formatTime } from './format';
import type { CatalogLocale } from './i18n/catalogs';
import type { PanelLabels } from './panel-labels';

/** The labels of all the open dates and of the slots sent with them, written on the server (the page, the slot calls). */
export function formatPanelLabels({ dates, preloaded }: PanelOpening, locale: CatalogLocale): PanelLabels {
  return {
    dates: Object.fromEntries(dates.map((date) => [date, formatPanelDate(date, locale)])),
    times: Object.fromEntries(preloaded.flatMap((day) => day.slots.map((slot) => [slot.time, formatTime(slot.time, locale)]))),
  };
}
