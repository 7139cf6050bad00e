import { describe, expect, it } from 'vitest';
import { errorBody, firstErrorMessage } from '#domain/provider-errors.ts';

describe('firstErrorMessage', () => {
  it('reads the three shapes of spec §8', () => {
    expect(firstErrorMessage({ errors: ['First', 'Second'] })).toBe('First');
    expect(firstErrorMessage({ full_messages: ['Only'] })).toBe('Only');
    expect(firstErrorMessage({ errors: { full_messages: ['Nested'] } })).toBe('Nested');
  });
  it('answers undefined when there is no message', () => {
    expect(firstErrorMessage(undefined)).toBeUndefined();
    expect(firstErrorMessage('text')).toBeUndefined();
    expect(firstErrorMessage({ errors: [] })).toBeUndefined();
    expect(firstErrorMessage({ errors: [42] })).toBeUndefined();
  });
  it('reads back what the provider writes', () => {
    expect(firstErrorMessage(errorBody('No seats available', 'no_seats'))).toBe('No seats available');
  });
});
