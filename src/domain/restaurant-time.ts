import { formatInstantTime } from './time-format';
/**
 * Restaurant-local wall time ↔ UTC instants for an IANA zone, through Intl only (no data files).
 * Dates are 'YYYY-MM-DD' and times 'HH:MM' as the restaurant's clock shows them.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Whether Intl knows the zone (e.g. 'Asia/Singapore'). */
export function isTimeZone(timeZone: string): boolean {
  if (!timeZone.includes('/')) return false;
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

const pad = (n: number) => String(n).padStart(2, '0');
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Whether a 'YYYY-MM-DD' string names a real calendar day. */
export function isLocalDate(value: string): boolean {
  const m = DATE.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === value;
}

export function isLocalTime(value: string): boolean {
  return TIME.test(value);
}

/** The wall clock in the zone at an instant. */
export function toLocal(instant: Date, timeZone: string): { date: string; time: string } {
  const parts = Object.fromEntries(formatterFor(timeZone).formatToParts(instant).map((p) => [p.type, p.value]));
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

// Milliseconds the zone is ahead of UTC at an instant (whole minutes).
function offsetAt(epochMs: number, timeZone: string): number {
  const parts = Object.fromEntries(formatterFor(timeZone).formatToParts(new Date(epochMs)).map((p) => [p.type, Number(p.value)]));
  const asUtc = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
  return asUtc - Math.floor(epochMs / 1000) * 1000;
}

const DAY_MS = 86_400_000;

/**
 * The UTC instant of a local date and time in the zone. DST is resolved as Temporal's 'compatible':
 * a time that occurs twice (clocks back) takes the earlier instant; a time skipped (clocks forward)
 * moves forward by the gap, so 02:30 on a spring-forward night reads as 03:30.
 */
export function toInstant(date: string, time: string, timeZone: string): Date {
  if (!isLocalDate(date) || !isLocalTime(time)) throw new RangeError(`not a local date and time: ${date} ${time}`);
  const [y, mo, d] = date.split('-').map(Number) as [number, number, number];
  const [h, mi] = time.split(':').map(Number) as [number, number];
  const wall = Date.UTC(y, mo - 1, d, h, mi);
  const before = offsetAt(wall - DAY_MS, timeZone);
  const after = offsetAt(wall + DAY_MS, timeZone);
  const candidates = [...new Set([before, after])]
    .map((offset) => wall - offset)
    .filter((instant) => instant + offsetAt(instant, timeZone) === wall)
    .sort((a, b) => a - b);
  // No candidate: the wall time falls in a gap; the offset before the change shifts it forward.
  return new Date(candidates[0] ?? wall - before);
}

/** 'YYYY-MM-DD' plus n calendar days. */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const next = new Date(Date.UTC(y, m - 1, d + days));
  return `${next.getUTCFullYear()}-${pad(next.getUTCMonth() + 1)}-${pad(next.getUTCDate())}`;
}

/** The instant as stored in bookings.reservation_at: UTC, second precision, one canonical form. */
export function toUtcText(instant: Date): string {
  return `${instant.toISOString().slice(0, 19)}Z`;
}

/** A date and a time of an instant, as the restaurant's clock shows them, written the way a locale (BCP 47 tag) writes them. */
export function formatInZone(instant: Date, timeZone: string, intlTag: string): { date: string; time: string } {
  return {
    date: new Intl.DateTimeFormat(intlTag, { timeZone, dateStyle: 'full' }).format(instant),
    time: formatInstantTime(instant, timeZone, intlTag),
  };
}
