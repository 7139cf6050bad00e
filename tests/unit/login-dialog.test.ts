import { describe, expect, it } from 'vitest';
import { advance, canGoBack, closeNeedsConfirmation, goBack, initialLoginState, LOGIN_FLOWS, secondsLeft, startFlow, stepPosition, type LoginDialogState } from '#domain/login-dialog.ts';

/** Runs the dialog forward until it closes or returns to login, collecting the steps. */
function walk(state: LoginDialogState): string[] {
  const steps = [state.step as string];
  for (let next = advance(state); ; next = advance(next)) {
    if (next === 'close') return [...steps, 'close'];
    steps.push(next.step);
    if (next.step === 'login') return steps;
  }
}

describe('login dialog steps (spec §4)', () => {
  it('starts at login, or at the terms when the program asks for them before authentication', () => {
    expect(initialLoginState(false)).toEqual({ step: 'login', history: [] });
    expect(initialLoginState(true).step).toBe('terms');
    expect(advance(initialLoginState(true))).toEqual({ step: 'login', history: [] });
  });

  it('forgot runs mobile, code, password, success, then back to login', () => {
    expect(walk(startFlow(initialLoginState(false), 'forgot'))).toEqual(['forgot-mobile', 'forgot-code', 'forgot-password', 'forgot-success', 'login']);
  });

  it('sign-up runs mobile, code, profile, then closes', () => {
    expect(walk(startFlow(initialLoginState(false), 'signup'))).toEqual(['signup-mobile', 'signup-code', 'signup-profile', 'close']);
  });

  it('help runs profile, policy, call, done, then back to login', () => {
    const atCode = advance(startFlow(initialLoginState(false), 'signup')) as LoginDialogState;
    expect(walk(startFlow(atCode, 'help'))).toEqual(['help-profile', 'help-policy', 'help-call', 'help-done', 'login']);
  });

  it('Back returns through every step taken, in order, to login', () => {
    let state = startFlow(initialLoginState(false), 'signup');
    state = advance(state) as LoginDialogState;
    state = startFlow(state, 'help');
    state = advance(state) as LoginDialogState;
    const back: string[] = [];
    for (let previous = goBack(state); previous; previous = goBack(previous)) back.push(previous.step);
    expect(back).toEqual(['help-profile', 'signup-code', 'signup-mobile', 'login']);
  });

  it('offers no Back on login or once a flow is done', () => {
    expect(canGoBack(initialLoginState(false))).toBe(false);
    const done = { step: 'forgot-success', history: ['login', 'forgot-mobile', 'forgot-code', 'forgot-password'] } as const;
    expect(canGoBack(done)).toBe(false);
    expect(goBack(done)).toBeNull();
  });

  it('asks before closing only where something entered would be lost', () => {
    const asking = Object.values(LOGIN_FLOWS).flat().filter((step) => closeNeedsConfirmation({ step, history: [] }));
    expect(asking).toEqual(['forgot-code', 'forgot-password', 'signup-code', 'signup-profile', 'help-profile', 'help-policy', 'help-call']);
    expect(closeNeedsConfirmation(initialLoginState(false))).toBe(false);
  });

  it('numbers the steps that ask for something', () => {
    expect(stepPosition('signup-code')).toEqual({ current: 2, total: 3 });
    expect(stepPosition('help-call')).toEqual({ current: 3, total: 3 });
    expect(stepPosition('forgot-success')).toBeNull();
    expect(stepPosition('login')).toBeNull();
  });

  it('counts the code countdown down in whole seconds, never below 0', () => {
    expect(secondsLeft(180_000, 0)).toBe(180);
    expect(secondsLeft(180_000, 179_001)).toBe(1);
    expect(secondsLeft(180_000, 180_000)).toBe(0);
    expect(secondsLeft(180_000, 999_999)).toBe(0);
  });
});
