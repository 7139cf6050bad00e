/**
 * Spec §5: an access code input with a maximum length takes exactly that many digits; without one, any
 * code or password of printable characters. What is wrong with the input, or null.
 */
export function accessCodeProblem(code: string, length: number | null): 'digits' | 'invalid' | null {
  const value = code.trim();
  if (length !== null) return new RegExp(`^\\d{${length}}$`).test(value) ? null : 'digits';
  return /^[\x21-\x7e]{1,64}$/.test(value) ? null : 'invalid';
}
