import { describe, expect, it } from 'vitest';
import { normalizeName } from './normalize-name';

describe('normalizeName', () => {
  it('drops case, accents, punctuation and vessel prefixes', () => {
    expect(normalizeName('F/V Santa Inés IV')).toBe('santa ines iv');
    expect(normalizeName('M/V  OCEAN-STAR No.7')).toBe('ocean star no 7');
    expect(normalizeName('FV Ocean Star')).toBe(normalizeName('ocean star'));
  });

  it('drops legal forms but keeps a name made only of them', () => {
    expect(normalizeName('Meridian Holdings S.A.')).toBe('meridian holdings');
    expect(normalizeName('Zhoushan Fishing Co., Ltd.')).toBe('zhoushan fishing');
    expect(normalizeName('Co Ltd')).toBe('co ltd');
  });

  it('keeps Cyrillic and Chinese letters', () => {
    expect(normalizeName('Мария Осетрова')).toBe('мария осетрова');
    expect(normalizeName('福远渔 8')).toBe('福远渔 8');
  });
});
