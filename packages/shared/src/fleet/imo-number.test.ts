import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { hasValidImoCheckDigit, parseImoNumber } from './imo-number';

const sharedData = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../../shared/data');

function realImos(): { sanctioned: string[]; reefers: string[] } {
  const vessels = JSON.parse(readFileSync(path.join(sharedData, 'opensanctions-vessels/vessels.json'), 'utf8')) as {
    data: { imo?: string | null }[];
  };
  const sanctioned = vessels.data.map((v) => v.imo).filter((imo): imo is string => Boolean(imo));
  const [header, ...rows] = readFileSync(path.join(sharedData, 'gfw-reefers/REEFERS.csv'), 'utf8').trim().split('\n');
  const imoColumn = header!.split(',').indexOf('imo');
  const reeferColumn = rows.map((row) => row.split(',')[imoColumn] ?? '').filter(Boolean);
  // One reefer row carries '880236', six digits: no IMO number at all.
  const reefers = reeferColumn.filter((imo) => parseImoNumber(imo) !== null);
  expect(reeferColumn.length - reefers.length).toBe(1);
  return { sanctioned, reefers };
}

describe('IMO numbers', () => {
  it('passes the check digit of every real IMO in the sanctioned vessels and all but one reefer', () => {
    const { sanctioned, reefers } = realImos();
    expect(sanctioned).toHaveLength(1911);
    expect(sanctioned.filter((imo) => !hasValidImoCheckDigit(imo))).toEqual([]);
    expect(reefers).toHaveLength(653);
    expect(reefers.filter((imo) => !hasValidImoCheckDigit(imo))).toEqual(['9240281']);
  });

  it('fails the check digit after any one-digit change', () => {
    const { sanctioned } = realImos();
    for (const imo of sanctioned.slice(0, 200)) {
      for (let index = 0; index < 7; index += 1) {
        const digit = Number(imo[index]);
        const changed = imo.slice(0, index) + String((digit + 1) % 10) + imo.slice(index + 1);
        expect(hasValidImoCheckDigit(changed), changed).toBe(false);
      }
    }
  });

  it('reads seven digits, with or without the IMO prefix, and nothing else', () => {
    expect(parseImoNumber('9253325')).toBe('9253325');
    expect(parseImoNumber('IMO 9253325')).toBe('9253325');
    expect(parseImoNumber(' imo9253325 ')).toBe('9253325');
    expect(parseImoNumber('925332')).toBeNull();
    expect(parseImoNumber('92533255')).toBeNull();
    expect(parseImoNumber('92533a5')).toBeNull();
  });
});
