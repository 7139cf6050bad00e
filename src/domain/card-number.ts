/**
 * A card number as its digits only: spaces and dashes (how people type and paste it) are dropped; anything else,
 * or a length outside 12–19 digits (ISO/IEC 7812), is not a card number. Null then.
 */
export function cardNumberDigits(input: string): string | null {
  if (input.length > 40 || !/^[\d\s-]+$/.test(input)) return null;
  const digits = input.replace(/[\s-]/g, '');
  return /^\d{12,19}$/.test(digits) ? digits : null;
}

/** The Luhn (mod 10) check every card number carries in its last digit; false for anything but digits. */
export function isLuhnValid(digits: string): boolean {
  if (!/^\d{2,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The first 8 digits (the BIN an issuer's account range is known by); what may be stored and shown of a card. */
export const cardBin = (digits: string): string => digits.slice(0, 8);

