import { describe, expect, it } from 'vitest';
import { maskNickname } from '../../src/domain/contract/invite-leaderboard';

describe('a leaderboard nickname', () => {
  it('shows only the first character, whole even outside the basic plane', () => {
    expect(maskNickname('Amelia')).toBe('A***');
    expect(maskNickname('  陈小明')).toBe('陈***');
    expect(maskNickname('😀grin')).toBe('😀***');
  });
});
