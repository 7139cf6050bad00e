/**
 * The one rule for showing a time to a diner: hour and minute as the diner's locale writes them
 * (7:00 PM in en, 19:00 in ja and fr, 오후 7:00 in ko), on the restaurant's clock. The booking panel,
 * the booking site, the policies and the e-mails all go through here, so one booking reads the same everywhere.
 */
const TIME: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit' };

const formats = new Map<string, Intl.DateTimeFormat>();

function timeFormat(intlTag: string, timeZone: string): Intl.DateTimeFormat {
  const key = `${intlTag}|${timeZone}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(intlTag, { ...TIME, timeZone });
    formats.set(key, format);
  }
  return format;
}

/** A restaurant-local wall time ('HH:MM', as slots store it) written the way a locale (BCP 47 tag) writes times. */
export function formatWallTime(time: string, intlTag: string): string {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  if (!match) return time;
  return timeFormat(intlTag, 'UTC').format(Date.UTC(2000, 0, 1, Number(match[1]), Number(match[2])));
}

/** The time of an instant on the restaurant's clock (IANA zone), by the same rule. */
export function formatInstantTime(instant: Date, timeZone: string, intlTag: string): string {
  return timeFormat(intlTag, timeZone).format(instant);
}

/** Day and time of an instant on the restaurant's clock (a deadline, say), the time by the same rule. */
export function formatInstantDayTime(instant: Date, timeZone: string, intlTag: string): string {
  return new Intl.DateTimeFormat(intlTag, { year: 'numeric', month: 'short', day: 'numeric', ...TIME, timeZone }).format(instant);
}
