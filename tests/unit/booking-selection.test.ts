import { describe, expect, it } from 'vitest';
import { readSelection, selectionKey, startingSelection, writeSelection } from '#domain/booking-selection.ts';

function memoryStore(): Pick<Storage, 'getItem' | 'setItem'> & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return { items, getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value) };
}

describe('booking selection in the session', () => {
  it('keeps one choice per program', () => {
    const store = memoryStore();
    writeSelection(store, 'dine-asia', { date: '2026-03-05', time: '19:00' });
    writeSelection(store, 'mc-world', { date: '2026-03-06', time: null });
    expect(readSelection(store, 'dine-asia')).toEqual({ date: '2026-03-05', time: '19:00' });
    expect(readSelection(store, 'mc-world')).toEqual({ date: '2026-03-06', time: null });
    expect(readSelection(store, 'members-club')).toBeNull();
    expect(selectionKey('dine-asia')).not.toBe(selectionKey('mc-world'));
  });

  it('drops malformed stored values', () => {
    const store = memoryStore();
    store.setItem(selectionKey('p'), '{not json');
    expect(readSelection(store, 'p')).toBeNull();
    store.setItem(selectionKey('p'), JSON.stringify({ date: '5 March', time: '19:00' }));
    expect(readSelection(store, 'p')).toBeNull();
    store.setItem(selectionKey('p'), JSON.stringify({ date: '2026-03-05', time: '25:00' }));
    expect(readSelection(store, 'p')).toEqual({ date: '2026-03-05', time: null });
  });

  it('survives a storage that refuses writes', () => {
    const store = { getItem: () => null, setItem: () => { throw new Error('QuotaExceededError'); } };
    expect(() => writeSelection(store, 'p', { date: '2026-03-05', time: null })).not.toThrow();
  });

  it('starts from the stored choice only when its date is still available', () => {
    const dates = ['2026-03-05', '2026-03-06'];
    expect(startingSelection({ date: '2026-03-06', time: '12:00' }, dates)).toEqual({ date: '2026-03-06', time: '12:00' });
    expect(startingSelection({ date: '2026-02-01', time: '12:00' }, dates)).toEqual({ date: '2026-03-05', time: null });
    expect(startingSelection(null, [])).toBeNull();
  });
});
