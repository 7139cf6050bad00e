import type { NearestSlot } from '#domain/contract/booking.ts';

/** A slot as the inventory sees it: where it is and how many seats are left. */
export interface OpenSlot {
  date: string;
  time: string;
  deal: number;
  left: number;
}

const SAME_DAY_MINUTES = 120;
const MAX_ALTERNATIVES = 4;

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/**
 * The alternatives a refused diner is offered (issue: the nearest open slots): slots of the same deal that take the
 * party, inside the booking window (`from` is 'YYYY-MM-DD HH:MM', now plus the lead time) and not blocked — first
 * the same day within two hours of the wanted time, nearest first, then the following days in order.
 */
export function nearestOpenSlots(
  slots: readonly OpenSlot[],
  p: { date: string; time: string; deal: number; party: number; from: string; lastDate: string; blocked: (date: string, deal: number) => boolean },
): NearestSlot[] {
  const open = slots.filter(
    (s) => s.deal === p.deal && s.left >= p.party && `${s.date} ${s.time}` >= p.from && s.date <= p.lastDate && !p.blocked(s.date, s.deal) && !(s.date === p.date && s.time === p.time),
  );
  const wanted = minutesOf(p.time);
  const sameDay = open
    .filter((s) => s.date === p.date && Math.abs(minutesOf(s.time) - wanted) <= SAME_DAY_MINUTES)
    .sort((a, b) => Math.abs(minutesOf(a.time) - wanted) - Math.abs(minutesOf(b.time) - wanted) || a.time.localeCompare(b.time));
  const later = open.filter((s) => s.date > p.date).sort((a, b) => a.date.localeCompare(b.date) || a.time.localeCompare(b.time));
  return [...sameDay, ...later].slice(0, MAX_ALTERNATIVES).map((s) => ({ date: s.date, time: s.time, available: s.left }));
}
