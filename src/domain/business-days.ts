import { addDays, toInstant, toLocal } from './restaurant-time';

const isWeekend = (date: string) => [0, 6].includes(new Date(`${date}T00:00:00Z`).getUTCDay());

/**
 * The instant `days` business days (Monday to Friday, where `timeZone` keeps its calendar) after `from`, at the same
 * local time: a refund that takes "up to 2 business days" (spec §9) started on a Friday evening is due on Tuesday.
 */
export function addBusinessDays(from: Date, days: number, timeZone: string): Date {
  const local = toLocal(from, timeZone);
  let date = local.date;
  for (let left = days; left > 0; ) {
    date = addDays(date, 1);
    if (!isWeekend(date)) left--;
  }
  return toInstant(date, local.time, timeZone);
}
