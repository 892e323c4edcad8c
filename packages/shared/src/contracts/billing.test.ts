import { describe, expect, it } from 'vitest';
import { cardBrand, cardNumberIssue, cvcIssue, expiryIssue, formatInvoiceAmount, formatPrice, planLabel } from './billing';

describe('card checks', () => {
  it('accepts test card numbers with or without spaces', () => {
    expect(cardNumberIssue('4242 4242 4242 4242')).toBeNull();
    expect(cardNumberIssue('5555555555554444')).toBeNull();
    expect(cardNumberIssue('3782 822463 10005')).toBeNull();
  });

  it('calls a short number incomplete and a wrong check digit invalid', () => {
    expect(cardNumberIssue('')).toBe('Your card number is incomplete.');
    expect(cardNumberIssue('4242 4242')).toBe('Your card number is incomplete.');
    expect(cardNumberIssue('4242 4242 4242 4241')).toBe('Your card number is invalid.');
    expect(cardNumberIssue('4242 abcd 4242 4242')).toBe('Your card number is invalid.');
  });

  it('refuses an expiry in the past, an impossible month and half a date', () => {
    const today = new Date(2026, 4, 15);
    expect(expiryIssue('05 / 26', today)).toBeNull();
    expect(expiryIssue('0526', today)).toBeNull();
    expect(expiryIssue('04 / 26', today)).toBe("Your card's expiration date is in the past.");
    expect(expiryIssue('13 / 30', today)).toBe("Your card's expiration date is invalid.");
    expect(expiryIssue('1', today)).toBe("Your card's expiration date is incomplete.");
    expect(expiryIssue('', today)).toBe("Your card's expiration date is incomplete.");
  });

  it('wants three or four digits of CVC', () => {
    expect(cvcIssue('123')).toBeNull();
    expect(cvcIssue('1234')).toBeNull();
    expect(cvcIssue('12')).toBe("Your card's security code is incomplete.");
  });

  it('names the brand as Stripe does', () => {
    expect(cardBrand('4242424242424242')).toBe('visa');
    expect(cardBrand('5555555555554444')).toBe('mastercard');
    expect(cardBrand('2223003122003222')).toBe('mastercard');
    expect(cardBrand('378282246310005')).toBe('amex');
  });
});

describe('prices', () => {
  it('shows minor units divided by 100 to two decimals, invoices in dollars followed by USD', () => {
    expect(formatPrice(2900)).toBe('29.00');
    expect(formatPrice(12345)).toBe('123.45');
    expect(formatInvoiceAmount(2900)).toBe('$29.00 USD');
  });

  it('labels tiers the individual or the organization way', () => {
    expect(planLabel('INDIVIDUAL', 'TIER_2')).toBe('Philanthropic Tier');
    expect(planLabel('ORGADMIN', 'TIER_2')).toBe('Advanced Tier');
  });
});
