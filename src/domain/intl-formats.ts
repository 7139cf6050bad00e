import { remembered } from './remembered';

const numberFormats = new Map<string, Intl.NumberFormat>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * The Intl.NumberFormat of a language (a BCP 47 tag) and options, built once per isolate or page: building one costs
 * far more than formatting with it, and a page of restaurant cards formats hundreds of ratings and prices.
 */
export function numberFormat(intlTag: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  return remembered(numberFormats, `${intlTag}|${JSON.stringify(options)}`, () => new Intl.NumberFormat(intlTag, options));
}

/** The Intl.DateTimeFormat of a language and options, built once (see numberFormat). */
export function dateTimeFormat(intlTag: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return remembered(dateTimeFormats, `${intlTag}|${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(intlTag, options));
}
