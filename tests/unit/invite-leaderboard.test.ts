import { describe, expect, it } from 'vitest';
import { maskNickname } from '#domain/contract/invite-leaderboard.ts';

describe('a leaderboard nickname', () => {
  it('shows only the first character, whole even outside the basic plane', () => {
    expect(maskNickname('Amelia')).toBe('A***');
    expect(maskNickname('  陈小明')).toBe('陈***');
    expect(maskNickname('😀grin')).toBe('😀***');
  });
});
