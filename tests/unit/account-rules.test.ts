import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  destinationOf,
  isLoginPassword,
  isNickname,
  isNewPassword,
  isValidEmail,
  isValidMobile,
  isVerificationCode,
  newPasswordChecks,
  readAccount,
} from '#domain/account-rules.ts';
import { memberCreateSchema, resetPasswordSchema, signInSchema } from '#domain/contract/account.ts';
import { domainMessages, type DomainMessageKey } from '#domain/messages.ts';

const digits = (min: number, max: number) => fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: min, maxLength: max });
/** Addresses of the usual shape (letters, digits, . _ + - before the @; labels and a letter TLD after). */
const standardEmail = fc
  .tuple(
    fc.string({ unit: fc.constantFrom(...'abcxyzABC019_+-'), minLength: 1, maxLength: 20 }),
    fc.array(fc.string({ unit: fc.constantFrom(...'abcxyz019'), minLength: 1, maxLength: 12 }), { minLength: 1, maxLength: 3 }),
    fc.string({ unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz'), minLength: 2, maxLength: 8 }),
  )
  .map(([local, labels, tld]) => `${local}@${labels.join('.')}.${tld}`);
const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  domainMessages[result.error!.issues[0]!.message as DomainMessageKey].message;

describe('spec §5 phone: country code 86 needs 1 followed by 10 digits; otherwise 5 to 20 digits', () => {
  it('86: exactly 1 + 10 digits', () => {
    fc.assert(fc.property(digits(10, 10), (rest) => isValidMobile('86', `1${rest}`)));
    fc.assert(fc.property(digits(0, 25), (mobile) => isValidMobile('86', mobile) === /^1\d{10}$/.test(mobile)));
    fc.assert(fc.property(fc.constantFrom(...'023456789'), digits(10, 10), (first, rest) => !isValidMobile('86', first + rest)));
  });

  it('other codes: 5 to 20 digits, nothing else', () => {
    const code = fc.constantFrom('65', '852', '1', '44', '81');
    fc.assert(fc.property(code, digits(5, 20), (cc, mobile) => isValidMobile(cc, mobile)));
    fc.assert(fc.property(code, fc.oneof(digits(0, 4), digits(21, 30)), (cc, mobile) => !isValidMobile(cc, mobile)));
    fc.assert(fc.property(code, digits(2, 10), fc.constantFrom(' ', '-', '+', 'a', '１'), digits(2, 9), (cc, a, bad, b) => !isValidMobile(cc, a + bad + b)));
  });

  it('answers "Please enter a valid phone number"', () => {
    const result = memberCreateSchema.safeParse({ mobile_token: '1234', country_code: '86', mobile: '23800138000', email: 'a@example.com', nickname: 'n', password: 'secret12', region_id: 1 });
    expect(firstMessage(result)).toBe('Please enter a valid phone number');
  });
});

describe('spec §5 email: a standard address', () => {
  it('accepts generated addresses and refuses text without one @ and a domain', () => {
    fc.assert(fc.property(standardEmail, (email) => isValidEmail(email)));
    fc.assert(fc.property(fc.string().filter((s) => !s.includes('@')), (text) => !isValidEmail(text)));
    for (const bad of ['a@', '@example.com', 'a@b', 'a b@example.com', 'a@@example.com']) expect(isValidEmail(bad), bad).toBe(false);
  });

  it('answers "Please enter a valid email address"', () => {
    const result = memberCreateSchema.safeParse({ mobile_token: '1234', country_code: '65', mobile: '91234567', email: 'nope', nickname: 'n', password: 'secret12', region_id: 1 });
    expect(firstMessage(result)).toBe('Please enter a valid email address');
  });
});

describe('spec §5 passwords', () => {
  const password = fc.string({ minLength: 0, maxLength: 40 });
  it('login: longer than 5 characters', () => fc.assert(fc.property(password, (p) => isLoginPassword(p) === p.length > 5)));
  it('a new password (sign-up, reset): at least 8 characters with at least 1 number', () =>
    fc.assert(fc.property(password, (p) => isNewPassword(p) === (p.length >= 8 && /[0-9]/.test(p)))));
  it('hints: the same two parts of the rule', () =>
    fc.assert(fc.property(password, (p) => {
      const checks = newPasswordChecks(p);
      return checks.longEnough === p.length >= 8 && checks.hasNumber === /[0-9]/.test(p);
    })));
  it('sign-up and reset refuse a weaker password with the one message', () => {
    const signUp = { mobile_token: '1234', country_code: '65', mobile: '91234567', email: 'a@example.com', nickname: 'n', region_id: 1 };
    for (const weak of ['secret1', 'abcdefgh', 'abcdefghij']) {
      expect(firstMessage(memberCreateSchema.safeParse({ ...signUp, password: weak }))).toBe('Password must have at least {min} characters and at least 1 number');
      expect(firstMessage(resetPasswordSchema.safeParse({ account: 'a@example.com', token: '1234', password: weak, password_confirmation: weak }))).toBe('Password must have at least {min} characters and at least 1 number');
    }
    expect(memberCreateSchema.safeParse({ ...signUp, password: 'tasty2026' }).success).toBe(true);
  });

  it('reset answers "Passwords must match. Please try again"', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 8, maxLength: 30 }).map((p) => `${p}1`), fc.string({ minLength: 8, maxLength: 30 }).map((p) => `${p}1`), (a, b) => {
        fc.pre(a !== b);
        return firstMessage(resetPasswordSchema.safeParse({ account: 'a@example.com', token: '1234', password: a, password_confirmation: b })) === 'Passwords must match. Please try again';
      }),
    );
  });
});

describe('spec §5 verification code: exactly 4 digits', () => {
  it('accepts 4 digits only', () => {
    fc.assert(fc.property(digits(4, 4), (code) => isVerificationCode(code)));
    fc.assert(fc.property(fc.string({ maxLength: 8 }), (text) => isVerificationCode(text) === /^[0-9]{4}$/.test(text)));
  });

  it('answers "Invalid verification code. Please try again"', () => {
    const result = memberCreateSchema.safeParse({ mobile_token: '123', country_code: '65', mobile: '91234567', email: 'a@example.com', nickname: 'n', password: 'secret12', region_id: 1 });
    expect(firstMessage(result)).toBe('Invalid verification code. Please try again');
  });
});

describe('spec §5 username: required', () => {
  it('refuses blank names and accepts 1 to 30 printable characters', () => {
    fc.assert(fc.property(fc.string({ unit: fc.constantFrom(' ', '\t', '\n') }), (blank) => !isNickname(blank)));
    fc.assert(fc.property(fc.string({ unit: fc.constantFrom(...'abcXYZ019_-中文'), minLength: 1, maxLength: 30 }), (name) => isNickname(name)));
    expect(isNickname('a'.repeat(31))).toBe(false);
    expect(isNickname('bad\u0000name')).toBe(false);
  });

  it('answers "Please provide a username"', () => {
    const result = memberCreateSchema.safeParse({ mobile_token: '1234', country_code: '65', mobile: '91234567', email: 'a@example.com', nickname: '  ', password: 'secret12', region_id: 1 });
    expect(firstMessage(result)).toBe('Please provide a username');
  });
});

describe('sign-in account: phone (country code + mobile) or e-mail', () => {
  it('reads e-mails case-insensitively and phones with or without +', () => {
    fc.assert(fc.property(standardEmail, (email) => {
      const account = readAccount(email.toUpperCase());
      return account?.kind === 'email' && account.email === email.toUpperCase().toLowerCase();
    }));
    fc.assert(fc.property(digits(1, 3), digits(5, 20), (cc, mobile) => {
      const phone = cc + mobile;
      const plain = readAccount(phone);
      return plain?.kind === 'phone' && destinationOf(plain) === destinationOf(readAccount(`+${phone}`)!) && destinationOf(plain) === `phone:+${phone}`;
    }));
    expect(readAccount('12 34')).toBeUndefined();
    expect(firstMessage(signInSchema.safeParse({ account: 'nope', password: 'secret1' }))).toBe('Please enter a valid phone number or email address');
  });

  it('keeps the spec wording of the account messages', () => {
    expect(domainMessages.accountNotFound.message).toBe('Account does not exist. Please create a new one');
    expect(domainMessages.nicknameTaken.message).toBe('Username is already taken');
    expect(domainMessages.phoneTaken.message).toBe('Phone number already exists');
  });
});
