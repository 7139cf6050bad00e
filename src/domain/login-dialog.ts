/**
 * The login dialog's steps (spec §2 "Login dialog", §4): login; forgot (mobile, code, password, success,
 * then back to login); sign-up (mobile, code, profile, then close); help (profile, policy, call, done).
 * A program whose terms must be accepted before authentication starts at 'terms'.
 */
export const LOGIN_FLOWS = {
  forgot: ['forgot-mobile', 'forgot-code', 'forgot-password', 'forgot-success'],
  signup: ['signup-mobile', 'signup-code', 'signup-profile'],
  help: ['help-profile', 'help-policy', 'help-call', 'help-done'],
} as const;

export type LoginFlow = keyof typeof LOGIN_FLOWS;
export type LoginStep = 'terms' | 'login' | (typeof LOGIN_FLOWS)[LoginFlow][number];

export interface LoginDialogState {
  step: LoginStep;
  /** Steps to return to with Back, most recent last. */
  history: readonly LoginStep[];
}

/** Steps after which Back makes no sense: the work is done. */
const FINAL_STEPS: readonly LoginStep[] = ['forgot-success', 'help-done'];
/** Steps where the diner has entered something the dialog would lose: closing asks first (confirm-quit dialog). */
const STEPS_WITH_PROGRESS: readonly LoginStep[] = ['forgot-code', 'forgot-password', 'signup-code', 'signup-profile', 'help-profile', 'help-policy', 'help-call'];

export const initialLoginState = (termsFirst: boolean): LoginDialogState => ({ step: termsFirst ? 'terms' : 'login', history: [] });

const flowOf = (step: LoginStep): LoginFlow | null =>
  (Object.keys(LOGIN_FLOWS) as LoginFlow[]).find((flow) => (LOGIN_FLOWS[flow] as readonly LoginStep[]).includes(step)) ?? null;

/** Opens a sub-flow at its first step (from login: forgot or sign-up; from a code step: help). */
export function startFlow(state: LoginDialogState, flow: LoginFlow): LoginDialogState {
  return { step: LOGIN_FLOWS[flow][0], history: [...state.history, state.step] };
}

/**
 * The step after the current one succeeded, or 'close' when the dialog's work is done (after sign-up).
 * Terms lead to login; forgot's success and help's done lead back to a fresh login.
 */
export function advance(state: LoginDialogState): LoginDialogState | 'close' {
  if (state.step === 'terms') return { step: 'login', history: [] };
  if (state.step === 'login') return 'close';
  const flow = flowOf(state.step)!;
  const steps = LOGIN_FLOWS[flow] as readonly LoginStep[];
  const next = steps[steps.indexOf(state.step) + 1];
  if (next) return { step: next, history: [...state.history, state.step] };
  return flow === 'signup' ? 'close' : { step: 'login', history: [] };
}

/** Back goes to the previous step (spec §4); null when there is none. */
export function goBack(state: LoginDialogState): LoginDialogState | null {
  if (!canGoBack(state)) return null;
  return { step: state.history[state.history.length - 1]!, history: state.history.slice(0, -1) };
}

export const canGoBack = (state: LoginDialogState) => state.history.length > 0 && !FINAL_STEPS.includes(state.step);

/** Closing now would lose what the diner entered: ask first. */
export const closeNeedsConfirmation = (state: LoginDialogState) => STEPS_WITH_PROGRESS.includes(state.step);

/** Whole seconds left of a code's countdown (spec §9: 180 s), never negative. */
export function secondsLeft(expiresAt: number, now: number): number {
  return Math.max(0, Math.ceil((expiresAt - now) / 1000));
}

/** Where a step stands in its flow ('Step 2 of 3'), counting the steps that ask for something; null outside a flow. */
export function stepPosition(step: LoginStep): { current: number; total: number } | null {
  const flow = flowOf(step);
  if (!flow || FINAL_STEPS.includes(step)) return null;
  const asking = (LOGIN_FLOWS[flow] as readonly LoginStep[]).filter((s) => !FINAL_STEPS.includes(s));
  return { current: asking.indexOf(step) + 1, total: asking.length };
}
