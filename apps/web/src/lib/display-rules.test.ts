import { describe, expect, it } from 'vitest';
import { displayValue, propertyLabel } from './display-rules';

describe('display rules', () => {
  it('strips the nil marker and shows an empty value as a dash', () => {
    expect(displayValue('Callsign', 'nil')).toBe('-');
    expect(displayValue('Callsign', '')).toBe('-');
    expect(displayValue('Address', 'Calle Mayor 1 nil')).toBe('Calle Mayor 1');
  });

  it('shows dates as month name, day, year', () => {
    expect(displayValue('DateOfInformation', '2026-03-07')).toBe('March 7, 2026');
    expect(displayValue('DateOfBirth', 'unknown')).toBe('unknown');
  });

  it('puts a plus sign before phone numbers', () => {
    expect(displayValue('PhoneNumber', '85212345678')).toBe('+85212345678');
    expect(displayValue('PhoneNumber', '+44123')).toBe('+44123');
  });

  it('labels property names as words', () => {
    expect(propertyLabel('ShipFlag')).toBe('Ship Flag');
    expect(propertyLabel('IMOID')).toBe('IMOID');
    expect(propertyLabel('TaxIDNumber')).toBe('Tax ID Number');
  });
});
