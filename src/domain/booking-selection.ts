/** The date and time a diner chose in the booking panel; kept per program for the browser session (spec §4). */
export interface BookingSelection {
  date: string;
  time: string | null;
}

type SessionStore = Pick<Storage, 'getItem' | 'setItem'>;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** One key per program, so two programs open in one tab never share a choice. */
export function selectionKey(program: string): string {
  return `dining:booking-selection:${program}`;
}

/** The stored choice of a program, or null when there is none or it is malformed. */
export function readSelection(store: SessionStore, program: string): BookingSelection | null {
  let value: unknown;
  try {
    value = JSON.parse(store.getItem(selectionKey(program)) ?? 'null');
  } catch {
    return null;
  }
  return parseSelection(value);
}

/** A stored choice read back from JSON: a valid date, and a valid time or none; else null. */
export function parseSelection(value: unknown): BookingSelection | null {
  if (!value || typeof value !== 'object') return null;
  const { date, time } = value as Record<string, unknown>;
  if (typeof date !== 'string' || !DATE.test(date)) return null;
  return { date, time: typeof time === 'string' && TIME.test(time) ? time : null };
}

/** Stores the choice; a full or blocked storage (private mode, quota) only loses the convenience. */
export function writeSelection(store: SessionStore, program: string, selection: BookingSelection): void {
  try {
    store.setItem(selectionKey(program), JSON.stringify(selection));
  } catch {
    // Nothing to do: the panel still works, it just will not remember the choice.
  }
}

/** The choice to start from: the stored one when its date is still available, else the first date. */
export function startingSelection(stored: BookingSelection | null, dates: readonly string[]): BookingSelection | null {
  if (stored && dates.includes(stored.date)) return stored;
  return dates[0] ? { date: dates[0], time: null } : null;
}
