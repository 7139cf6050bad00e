import { describe, expect, it } from 'vitest';
import { dialogInTurn } from '#domain/dialog-order.ts';

describe('dialogInTurn', () => {
  it('gives the terms gate the screen before the login dialog, whichever asked first', () => {
    expect(dialogInTurn(new Set(['login', 'terms']))).toBe('terms');
    expect(dialogInTurn(new Set(['terms', 'login']))).toBe('terms');
  });

  it('gives the login dialog its turn once the terms gate is gone, and nobody the screen when none waits', () => {
    expect(dialogInTurn(new Set(['login']))).toBe('login');
    expect(dialogInTurn(new Set())).toBeNull();
  });
});
