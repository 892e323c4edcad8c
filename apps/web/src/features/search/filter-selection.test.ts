import { describe, expect, it } from 'vitest';
import { isAllSelected, toggleAll, toggleOption } from './filter-selection';

describe('the All checkbox logic', () => {
  const types = ['VESSEL', 'COMPANY', 'PERSON'] as const;
  it('selects every option with All and clears them without it', () => {
    expect(toggleAll(types, true)).toEqual(['VESSEL', 'COMPANY', 'PERSON']);
    expect(toggleAll(types, false)).toEqual([]);
  });

  it('adds All when the last option is ticked and removes it when one is cleared', () => {
    const two = toggleOption<(typeof types)[number]>(['VESSEL'], 'COMPANY', true);
    expect(isAllSelected(two, types)).toBe(false);
    const three = toggleOption(two, 'PERSON', true);
    expect(isAllSelected(three, types)).toBe(true);
    expect(isAllSelected(toggleOption(three, 'VESSEL', false), types)).toBe(false);
  });
});
