import { describe, expect, it } from 'vitest';
import {
  initialPanelState,
  isFullSlot,
  needsSignIn,
  nextPanelState,
  panelAccess,
  panelSlotsQuery,
  requiredVerification,
  visibleSlots,
  type PanelGate,
  type PanelState,
} from '#domain/booking-panel.ts';
import type { TimeSlot } from '#domain/contract/availability.ts';
import type { AuthenticationMethod } from '#domain/contract/program-config.ts';
import { accessRequirement, type AccessMethod } from '#domain/program-access.ts';

const none = { memberSignedIn: false, joined: false, partnerAuth: false };
const open: PanelGate = { loginRequired: false, verification: null, access: none };
const card: PanelGate = { loginRequired: false, verification: 'card', access: none };
const members: PanelGate = { loginRequired: true, verification: null, access: none };
const NO_BOOK: PanelState = { step: 'NO_BOOK' };
const slot = (time: string, available: number[] = [1, 2], discount: number | null = null): TimeSlot => ({
  time,
  seats: { available },
  off_peak: discount === null ? null : { discount },
});
const verifyOptions = (bin: boolean, dbs: boolean) => ({
  bank_card_verify: { is_need_bank_card_verify: bin, base_access_code: null },
  dbs_verify: { is_need_dbs_verify: dbs, dbs_verify_url: dbs ? '/dbs' : null },
  mobile_verify: { is_need_mobile_verify: true },
});

describe('visible slots', () => {
  const eight = ['12:00', '12:30', '13:00', '18:00', '18:30', '19:00', '19:30', '20:00'].map((time) => slot(time));

  it('shows the first 4 until expanded, then all of them', () => {
    expect(visibleSlots(eight, false).map((s) => s.time)).toEqual(['12:00', '12:30', '13:00', '18:00']);
    expect(visibleSlots(eight, true)).toHaveLength(8);
    expect(visibleSlots(eight.slice(0, 3), false)).toHaveLength(3);
  });

  it('calls a slot full when it takes no party size', () => {
    expect(isFullSlot(slot('18:00', []))).toBe(true);
    expect(isFullSlot(slot('18:00', [1]))).toBe(false);
  });
});

describe('joining and the slots query', () => {
  const now = new Date('2026-11-24T10:00:00Z');
  const requirementOf = (method: AuthenticationMethod, bin = false, dbs = false) => accessRequirement({ authentication_method: method, verify_options: verifyOptions(bin, dbs) });
  const grant = (method: AccessMethod, program = 'mc-world', expiresAt = '2026-11-24T11:00:00Z') => ({ memberSignedIn: false, grant: { program, method, expiresAt } });
  const anonymous = { memberSignedIn: false, grant: null };

  it('joins an open program by arriving, a membership one by signing in, others by a live grant of their own', () => {
    expect(panelAccess(requirementOf('open'), 'dine-asia', anonymous, now).joined).toBe(true);
    expect(panelAccess(requirementOf('membership'), 'members-club', anonymous, now).joined).toBe(false);
    expect(panelAccess(requirementOf('membership'), 'members-club', { memberSignedIn: true, grant: null }, now).joined).toBe(true);
    expect(panelAccess(requirementOf('card_bin', true), 'mc-world', anonymous, now).joined).toBe(false);
    expect(panelAccess(requirementOf('card_bin', true), 'mc-world', grant('card_bin'), now).joined).toBe(true);
    expect(panelAccess(requirementOf('card_bin', true), 'mc-world', grant('card_bin', 'dbs-dining'), now).joined).toBe(false);
    expect(panelAccess(requirementOf('card_bin', true), 'mc-world', grant('card_bin', 'mc-world', '2026-11-24T09:59:59Z'), now).joined).toBe(false);
    expect(panelAccess(requirementOf('card_bin', true), 'mc-world', grant('access_code'), now).joined).toBe(false);
    expect(panelAccess(requirementOf('amex'), 'mc-world', grant('amex'), now)).toEqual({ memberSignedIn: false, joined: true, partnerAuth: true });
  });

  it('asks for the program only when joined (the provider checks the grant), else a deal’s own slots or off-peak slots only', () => {
    expect(panelSlotsQuery({ program: 'dine-asia', dealId: null, joined: true })).toEqual({ program: 'dine-asia' });
    expect(panelSlotsQuery({ program: 'mc-world', dealId: 7, joined: false })).toEqual({ deal_id: '7' });
    expect(panelSlotsQuery({ program: 'mc-world', dealId: null, joined: false })).toEqual({ off_peak_only: 'true' });
  });

  it('picks the Verify popup from the methods the program offers', () => {
    expect(requiredVerification(requirementOf('card_bin', true, true))).toBe('choose');
    expect(requiredVerification(requirementOf('card_bin', true))).toBe('card');
    expect(requiredVerification(requirementOf('bank', false, true))).toBe('bank');
    expect(requiredVerification(requirementOf('access_code'))).toBe('access_code');
    expect(requiredVerification(requirementOf('mobile_whitelist'))).toBe('mobile_whitelist');
    expect(requiredVerification(requirementOf('unionpay'))).toBe('partner');
    expect(requiredVerification(requirementOf('membership'))).toBeNull();
    expect(requiredVerification(requirementOf('open'))).toBeNull();
  });
});

describe('booking panel state machine', () => {
  it('starts at NO_BOOK; a payment opens the complete step, a partner login the frame', () => {
    expect(initialPanelState(open, null)).toEqual(NO_BOOK);
    expect(initialPanelState(open, 'ABC123___42')).toEqual({ step: 'BOOKING', frame: 'complete' });
    expect(initialPanelState({ ...card, access: { ...none, joined: true, partnerAuth: true } }, null)).toEqual({ step: 'BOOKING', frame: 'reservation' });
  });

  it('books straight into the frame when no verification is needed', () => {
    expect(nextPanelState(NO_BOOK, { type: 'book' }, open)).toEqual({ step: 'BOOKING', frame: 'reservation' });
  });

  it('goes to PRE_BOOKING while verification has not passed, and resumes when it has', () => {
    const pre = nextPanelState(NO_BOOK, { type: 'book' }, card);
    expect(pre).toEqual({ step: 'PRE_BOOKING', alert: null });
    expect(nextPanelState(pre, { type: 'book' }, card)).toEqual(pre);
    expect(nextPanelState(pre, { type: 'verified' }, card)).toEqual({ step: 'BOOKING', frame: 'reservation' });
    expect(nextPanelState(NO_BOOK, { type: 'book' }, { ...card, access: { ...none, joined: true } }).step).toBe('BOOKING');
    expect(nextPanelState(NO_BOOK, { type: 'verified' }, card)).toEqual(NO_BOOK);
  });

  it('lets a partner login skip verification', () => {
    expect(nextPanelState(NO_BOOK, { type: 'book' }, { ...card, access: { ...none, joined: true, partnerAuth: true } }).step).toBe('BOOKING');
  });

  it('keeps a membership program at NO_BOOK until a member signs in', () => {
    expect(needsSignIn(members)).toBe(true);
    expect(nextPanelState(NO_BOOK, { type: 'book' }, members)).toEqual(NO_BOOK);
    const member = { ...members, access: { ...none, memberSignedIn: true } };
    expect(needsSignIn(member)).toBe(false);
    expect(nextPanelState(NO_BOOK, { type: 'book' }, member).step).toBe('BOOKING');
  });

  it('returns to PRE_BOOKING with the message when the frame address fails, and to NO_BOOK on cancel', () => {
    const booking = nextPanelState(NO_BOOK, { type: 'book' }, open);
    expect(nextPanelState(booking, { type: 'frame_failed', message: 'Invalid origin' }, open)).toEqual({ step: 'PRE_BOOKING', alert: 'Invalid origin' });
    expect(nextPanelState(booking, { type: 'cancel' }, open)).toEqual(NO_BOOK);
    expect(nextPanelState({ step: 'PRE_BOOKING', alert: null }, { type: 'cancel' }, card)).toEqual(NO_BOOK);
  });
});
