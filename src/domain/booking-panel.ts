import type { TimeSlot } from './contract/availability';
import type { VerifyReturn } from './verify-return';
import { hasAccess, PARTNER_LOGINS, type AccessMethod, type AccessRequirement, type DinerAccess } from './program-access';

/** Spec §9: time slots shown until the diner expands the list. */
export const VISIBLE_SLOTS = 4;

/** One date's slots, as the panel holds them and as /api/restaurants/:id/panel-slots answers. */
export interface PanelDateSlots {
  date: string;
  slots: TimeSlot[];
}

/** The slots to show: the first 4 until expanded (spec §2, §9). */
export function visibleSlots(slots: readonly TimeSlot[], expanded: boolean): readonly TimeSlot[] {
  return expanded ? slots : slots.slice(0, VISIBLE_SLOTS);
}

/** A slot is full when it can take no party size any more (spec §2 'FULL_BOOKED'). */
export function isFullSlot(slot: TimeSlot): boolean {
  return slot.seats.available.length === 0;
}

/** What the diner's session says about access to the program (spec §6), by the one rule of program-access.ts. */
export interface PanelAccess {
  memberSignedIn: boolean;
  /** The program lets this diner in: open, a signed-in member of a membership program, or a live grant by a method it offers. */
  joined: boolean;
  /** A live partner login (UnionPay, Amex): the frame opens directly (spec §4). */
  partnerAuth: boolean;
}

/**
 * The form the Verify popup shows before booking (spec §4 types CHOOSE — card number or bank —, BANK for a
 * card number, DBS for the bank login, and the access code, mobile whitelist and partner login forms), or null.
 */
export type PanelVerification = 'choose' | 'card' | 'bank' | 'access_code' | 'mobile_whitelist' | 'partner' | null;

export function requiredVerification(requirement: AccessRequirement): PanelVerification {
  if (requirement.kind !== 'grant') return null;
  const offers = (method: AccessMethod) => requirement.methods.includes(method);
  if (offers('card_bin') && offers('bank')) return 'choose';
  if (offers('card_bin')) return 'card';
  if (offers('bank')) return 'bank';
  if (offers('access_code')) return 'access_code';
  if (offers('mobile_whitelist')) return 'mobile_whitelist';
  return 'partner';
}

/** The panel's view of the diner's access to a program. */
export function panelAccess(requirement: AccessRequirement, program: string, diner: DinerAccess, now: Date): PanelAccess {
  const joined = hasAccess(requirement, program, diner, now);
  return { memberSignedIn: diner.memberSignedIn, joined, partnerAuth: joined && diner.grant !== null && PARTNER_LOGINS.includes(diner.grant.method) };
}

/** Dates whose slots come with the panel's opening; later dates are fetched when the diner picks them. */
export const PRELOADED_DATES = 3;

/** What a booking panel opens with: the dates that have slots, soonest first, and the first few dates' slots. */
export interface PanelOpening {
  dates: string[];
  preloaded: PanelDateSlots[];
}

/** A restaurant's slots as the panel reads them: its open dates, and the slots of the dates it asked for. */
export interface PanelSlots {
  openDates: string[];
  slotsOn: (date: string) => TimeSlot[];
}

/** The panel's opening from a restaurant's slots (the page and /api/…/panel-opening alike). */
export function panelOpening(slots: PanelSlots): PanelOpening {
  return { dates: slots.openDates, preloaded: slots.openDates.slice(0, PRELOADED_DATES).map((date) => ({ date, slots: slots.slotsOn(date) })) };
}

/**
 * The query of `last_available_time_slots_by_date`: the program's slots when joined (the provider checks the
 * diner's access); else a deal's own slots (its page is public), or off-peak slots only.
 */
export function panelSlotsQuery(p: { program: string; dealId: number | null; joined: boolean }): Record<string, string> {
  const query: Record<string, string> = p.joined ? { program: p.program } : p.dealId !== null ? {} : { off_peak_only: 'true' };
  if (p.dealId !== null) query.deal_id = String(p.dealId);
  return query;
}

/** What decides the panel's transitions. */
export interface PanelGate {
  /** Spec §6: the program's authentication is the membership one. */
  loginRequired: boolean;
  verification: PanelVerification;
  access: PanelAccess;
}

/** Spec §4 booking panel: NO_BOOK, PRE_BOOKING (verification, or an alert after a failed frame address), BOOKING. */
export type PanelState =
  | { step: 'NO_BOOK' }
  | { step: 'PRE_BOOKING'; alert: string | null }
  | { step: 'BOOKING'; frame: 'reservation' | 'complete' };

export type PanelEvent =
  | { type: 'book' }
  | { type: 'frame_failed'; message: string }
  | { type: 'verified' }
  | { type: 'cancel' };

/**
 * The first state (spec §4): a payment return or a partner login opens the frame directly; a verification that
 * comes back with CALLBACK resumes the booking by itself, one that failed shows why in PRE_BOOKING.
 */
export function initialPanelState(gate: PanelGate, payment: string | null, verifyReturn: VerifyReturn = null, failedAlert = ''): PanelState {
  if (payment) return { step: 'BOOKING', frame: 'complete' };
  if (gate.access.partnerAuth) return { step: 'BOOKING', frame: 'reservation' };
  if (verifyReturn?.status === 'CALLBACK' && gate.access.joined) return { step: 'BOOKING', frame: 'reservation' };
  if (verifyReturn?.status === 'FAILED') return { step: 'PRE_BOOKING', alert: failedAlert };
  return { step: 'NO_BOOK' };
}

/** The sign-in gate shows instead of Book when the program needs a member and none is signed in. */
export function needsSignIn(gate: PanelGate): boolean {
  return gate.loginRequired && !gate.access.memberSignedIn && !gate.access.partnerAuth;
}

/** The panel's transition for an event (spec §4 "Booking panel"). */
export function nextPanelState(state: PanelState, event: PanelEvent, gate: PanelGate): PanelState {
  switch (event.type) {
    case 'book':
      if (state.step === 'BOOKING' || needsSignIn(gate)) return state;
      if (gate.access.partnerAuth) return { step: 'BOOKING', frame: 'reservation' };
      if (gate.verification && !gate.access.joined) return { step: 'PRE_BOOKING', alert: null };
      return { step: 'BOOKING', frame: 'reservation' };
    case 'frame_failed':
      return { step: 'PRE_BOOKING', alert: event.message };
    case 'verified':
      // A verification callback resumes the booking it interrupted.
      return state.step === 'PRE_BOOKING' ? { step: 'BOOKING', frame: 'reservation' } : state;
    case 'cancel':
      return { step: 'NO_BOOK' };
  }
}
