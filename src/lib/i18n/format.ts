import { dateTimeFormat, numberFormat } from '#domain/intl-formats.ts';
import { formatMoneyIn, type Money } from '#domain/money.ts';
import { formatPercentIn } from '#domain/percent.ts';
import { formatWallTime } from '#domain/time-format.ts';
import type { CatalogLocale } from './catalogs';

// Product locale codes that are not the BCP 47 tag Intl and <html lang> expect.
const BCP47: Partial<Record<CatalogLocale, string>> = { zh: 'zh-CN', tw: 'zh-TW', tl: 'fil', pseudo: 'en' };

/** The BCP 47 tag of a product locale (tw is Traditional Chinese for Taiwan, not Twi). */
export function intlLocale(locale: CatalogLocale): string {
  return BCP47[locale] ?? locale;
}

/** Formats money without decimals when it is a whole amount (average prices read cleaner so). */
export function formatMoney(money: Money, locale: CatalogLocale): string {
  return formatMoneyIn(money, intlLocale(locale));
}

export function formatRating(rating: number, locale: CatalogLocale): string {
  return numberFormat(intlLocale(locale), { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(rating);
}

export function formatDistance(km: number, locale: CatalogLocale): string {
  return numberFormat(intlLocale(locale), { style: 'unit', unit: km < 1 ? 'meter' : 'kilometer', maximumFractionDigits: km < 1 ? 0 : 1 }).format(km < 1 ? Math.round(km * 1000) : km);
}

/** A restaurant-local date ('YYYY-MM-DD') as the booking panel shows it: 'Tue, 25 Nov' in en. */
export function formatPanelDate(date: string, locale: CatalogLocale): string {
  return dateTimeFormat(intlLocale(locale), { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
}

/** A calendar date ('YYYY-MM-DD', e.g. an event's first day) with its year, in the diner's locale. */
export function formatCalendarDate(date: string, locale: CatalogLocale): string {
  return dateTimeFormat(intlLocale(locale), { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
}

/** A slot's wall time ('HH:MM') in the diner's locale (the rule of src/domain/time-format.ts). */
export function formatTime(time: string, locale: CatalogLocale): string {
  return formatWallTime(time, intlLocale(locale));
}

/** A duration in whole hours when it is one ('1 hour', '24 時間'), in minutes otherwise ('15 minutes'). */
export function formatDuration(minutes: number, locale: CatalogLocale): string {
  const hours = minutes >= 60 && minutes % 60 === 0;
  return numberFormat(intlLocale(locale), { style: 'unit', unit: hours ? 'hour' : 'minute', unitDisplay: 'long' }).format(hours ? minutes / 60 : minutes);
}

/** A whole percentage as the locale writes it ('50%', '50 %'). */
export function formatPercent(percent: number, locale: CatalogLocale): string {
  return formatPercentIn(percent, intlLocale(locale));
}
