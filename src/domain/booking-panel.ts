import type { TimeSlot } from './contract/availability';
import type { AUTHENTICATION_METHODS, VerifyOptions } from './contract/program-config';

type AuthenticationMethod = (typeof AUTHENTICATION_METHODS)[number];

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

/** What the diner's session says about access to the program (spec §6). */
export interface PanelAccess {
  memberSignedIn: boolean;
  verificationPassed: boolean;
  partnerAuth: boolean;
}

/** The verification a program asks for before booking (spec §4 verify popup types BANK and DBS), or null. */
export type PanelVerification = 'card' | 'bank' | null;

export function requiredVerification(options: VerifyOptions): PanelVerification {
  if (options.bank_card_verify.is_need_bank_card_verify) return 'card';
  if (options.dbs_verify.is_need_dbs_verify) return 'bank';
  return null;
}

/**
 * Whether the diner has joined the program, so sees all its availability (spec §7 slots call): an open
 * program is joined by arriving; a membership program by signing in; any other by passing its access
 * check (verification, access code or whitelist) or by a partner login.
 */
export function hasJoinedProgram(method: AuthenticationMethod, access: PanelAccess): boolean {
  if (method === 'open') return true;
  if (method === 'membership') return access.memberSignedIn;
  return access.verificationPassed || access.partnerAuth;
}

/** The query of `last_available_time_slots_by_date`: program + deal when joined or a deal is given, else off-peak only. */
export function panelSlotsQuery(p: { program: string; dealId: number | null; joined: boolean }): Record<string, string> {
  const query: Record<string, string> = p.joined || p.dealId !== null ? { program: p.program } : { off_peak_only: 'true' };
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

/** The first state: a payment return or a partner login opens the frame directly (spec §4). */
export function initialPanelState(gate: PanelGate, payment: string | null): PanelState {
  if (payment) return { step: 'BOOKING', frame: 'complete' };
  if (gate.access.partnerAuth) return { step: 'BOOKING', frame: 'reservation' };
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
      if (gate.verification && !gate.access.verificationPassed) return { step: 'PRE_BOOKING', alert: null };
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
