import { z } from 'zod';
import { INDIVIDUAL_TIER_LABELS, ORGANIZATION_TIER_LABELS, TIERS, type Tier } from '../constants';

/** Only these can be bought (spec section 6: only tier 2 and tier 3 can be applied for). */
export const PAID_TIERS = ['TIER_2', 'TIER_3'] as const;
export type PaidTier = (typeof PAID_TIERS)[number];

/** The payment page's tier parameter is 2 or 3 (spec section 9, Tier numbers). */
export const PAID_TIER_BY_NUMBER: Record<number, PaidTier | undefined> = { 2: 'TIER_2', 3: 'TIER_3' };

export const isPaidTier = (tier: string | null | undefined): tier is PaidTier =>
  tier === 'TIER_2' || tier === 'TIER_3';

export const PAYMENT_PROVIDERS = ['sandbox', 'stripe'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/** GET /api/uaa/v1/checkout-session:setup (spec section 3, Checkout setup). */
export const checkoutSetupResponse = z.object({
  /** Which checkout the browser uses: Stripe's, or the app's own sandbox pages. */
  provider: z.enum(PAYMENT_PROVIDERS),
  publishableKey: z.string(),
  tier2Price: z.string(),
  tier3Price: z.string(),
});
export type CheckoutSetup = z.infer<typeof checkoutSetupResponse>;

/** POST /api/uaa/v1/checkout-session: priceId is tier2Price for tier 2, tier3Price for tier 3. */
export const checkoutSessionRequest = z.object({
  priceId: z.string({ error: 'priceId is required' }).trim().min(1, 'priceId is required').max(200),
});
export type CheckoutSessionRequest = z.infer<typeof checkoutSessionRequest>;

export const checkoutSessionResponse = z.object({
  sessionId: z.string(),
  /** The provider's hosted checkout page to send the browser to. */
  url: z.string(),
});
export type CheckoutSessionResponse = z.infer<typeof checkoutSessionResponse>;

export const checkoutSessionParams = z.object({ id: z.string().trim().min(1).max(255) });

/** GET /api/uaa/v1/checkout-session/{id}: the return page's check, which also applies a paid session. */
export const checkoutSessionStatusResponse = z.object({
  sessionId: z.string(),
  status: z.enum(['open', 'complete', 'expired']),
  tier: z.enum(TIERS),
});
export type CheckoutSessionStatus = z.infer<typeof checkoutSessionStatusResponse>;

export const tierPriceParams = z.object({
  tier: z.coerce
    .number({ error: 'Choose tier 2 or tier 3.' })
    .int('Choose tier 2 or tier 3.')
    .refine((tier) => PAID_TIER_BY_NUMBER[tier] !== undefined, 'Choose tier 2 or tier 3.'),
});

/** GET /api/uaa/v1/tier/price/{tier} (spec section 3, Tier price): tierPrice in minor units. */
export const tierPriceResponse = z.object({
  tier: z.number().int(),
  tierPrice: z.number().int(),
  currency: z.string(),
  interval: z.literal('month'),
});
export type TierPrice = z.infer<typeof tierPriceResponse>;

/** Spec section 3, Invoice: paidDate in epoch seconds. */
export const invoiceRecord = z.object({
  invoiceNumber: z.string(),
  amountPaid: z.number().int(),
  currency: z.string(),
  paidDate: z.number().int(),
  hostedInvoiceURL: z.string(),
});
export type InvoiceRecord = z.infer<typeof invoiceRecord>;
export const invoiceListResponse = z.object({ invoices: z.array(invoiceRecord) });
export type InvoiceList = z.infer<typeof invoiceListResponse>;

/** Spec section 3, Payment method, with the holder the card panel shows. */
export const paymentMethodRecord = z.object({
  brand: z.string(),
  last4: z.string(),
  expMonth: z.number().int(),
  expYear: z.number().int(),
  name: z.string(),
  email: z.string(),
});
export type PaymentMethodRecord = z.infer<typeof paymentMethodRecord>;

/** Spec section 3, Next payment: nextpaymentdate (epoch seconds) and amount (minor units); null when none. */
export const nextPaymentResponse = z.object({
  nextpaymentdate: z.number().int().nullable(),
  amount: z.number().int().nullable(),
  currency: z.string(),
  tier: z.enum(TIERS),
  /** The plan ends at the period's end and is not renewed; nextpaymentdate is then null. */
  endsAt: z.number().int().nullable(),
});
export type NextPayment = z.infer<typeof nextPaymentResponse>;

/** POST /api/uaa/v1/user/update/payment: the payment method created on the client. */
export const updatePaymentRequest = z.object({
  paymentMethodId: z
    .string({ error: 'paymentMethodId is required' })
    .trim()
    .min(1, 'paymentMethodId is required')
    .max(255),
});
export type UpdatePaymentRequest = z.infer<typeof updatePaymentRequest>;
export const updatePaymentResponse = z.object({ recordUpdated: z.boolean(), card: paymentMethodRecord });

export const cancelSubscriptionResponse = z.object({ recordUpdated: z.boolean(), endsAt: z.number().int().nullable() });

/** Card entry on the sandbox's own pages. Messages read like a card element's. */
export const CARD_MESSAGES = {
  numberIncomplete: 'Your card number is incomplete.',
  numberInvalid: 'Your card number is invalid.',
  expiryIncomplete: "Your card's expiration date is incomplete.",
  expiryInvalid: "Your card's expiration date is invalid.",
  expiryPast: "Your card's expiration date is in the past.",
  cvcIncomplete: "Your card's security code is incomplete.",
  nameRequired: 'Name on card is required',
} as const;

const digitsOf = (value: string) => value.replace(/[\s-]/g, '');

function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export function cardNumberIssue(value: string): string | null {
  const digits = digitsOf(value);
  if (digits === '') return CARD_MESSAGES.numberIncomplete;
  if (!/^\d+$/.test(digits) || digits.length > 19) return CARD_MESSAGES.numberInvalid;
  const expectedLength = cardBrand(digits) === 'amex' ? 15 : 16;
  if (digits.length < expectedLength) return CARD_MESSAGES.numberIncomplete;
  if (!passesLuhn(digits)) return CARD_MESSAGES.numberInvalid;
  return null;
}

/** 'MM / YY', 'MM/YY' or 'MMYY' into month and full year; null when not that shape. */
export function parseExpiry(value: string): { month: number; year: number } | null {
  const match = /^\s*(\d{2})\s*\/?\s*(\d{2})\s*$/.exec(value);
  if (!match) return null;
  return { month: Number(match[1]), year: 2000 + Number(match[2]) };
}

export function expiryIssue(value: string, today: Date = new Date()): string | null {
  if (value.trim() === '') return CARD_MESSAGES.expiryIncomplete;
  const expiry = parseExpiry(value);
  if (!expiry) return /^\s*\d{0,2}\s*\/?\s*\d?\s*$/.test(value) ? CARD_MESSAGES.expiryIncomplete : CARD_MESSAGES.expiryInvalid;
  if (expiry.month < 1 || expiry.month > 12) return CARD_MESSAGES.expiryInvalid;
  const thisMonth = today.getFullYear() * 12 + today.getMonth();
  if (expiry.year * 12 + (expiry.month - 1) < thisMonth) return CARD_MESSAGES.expiryPast;
  return null;
}

export function cvcIssue(value: string): string | null {
  return /^\d{3,4}$/.test(value.trim()) ? null : CARD_MESSAGES.cvcIncomplete;
}

/** Card brands named as Stripe names them. */
export function cardBrand(number: string): string {
  const digits = digitsOf(number);
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^(6011|65|64[4-9])/.test(digits)) return 'discover';
  return 'unknown';
}

const BRAND_LABELS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
};

export const brandLabel = (brand: string): string => BRAND_LABELS[brand] ?? (brand ? brand[0]!.toUpperCase() + brand.slice(1) : 'Card');

/** The sandbox's card form and payment method payload; the number never reaches our tables. */
export const sandboxCardRequest = z
  .object({
    number: z.string().max(30),
    expiry: z.string().max(10),
    cvc: z.string().max(4),
    name: z.string().trim().min(1, CARD_MESSAGES.nameRequired).max(200),
    email: z.string().trim().max(254).optional().default(''),
  })
  .superRefine((card, context) => {
    const issues: [keyof typeof card, string | null][] = [
      ['number', cardNumberIssue(card.number)],
      ['expiry', expiryIssue(card.expiry)],
      ['cvc', cvcIssue(card.cvc)],
    ];
    for (const [path, message] of issues) if (message) context.addIssue({ code: 'custom', path: [path], message });
  });
export type SandboxCardRequest = z.input<typeof sandboxCardRequest>;
export const sandboxPaymentMethodResponse = z.object({ id: z.string() });

/** Spec section 9: prices come in minor units and show divided by 100, to 2 decimals. */
export const formatPrice = (minorUnits: number): string => (minorUnits / 100).toFixed(2);

/** Spec section 9: invoice amounts show as dollars followed by USD. */
export const formatInvoiceAmount = (minorUnits: number, currency = 'usd'): string =>
  `$${formatPrice(minorUnits)} ${currency.toUpperCase()}`;

/** A tier as the user sees it: individuals and organizations name tiers differently (spec section 6). */
export const planLabel = (roleName: string, tier: Tier): string =>
  (roleName === 'INDIVIDUAL' ? INDIVIDUAL_TIER_LABELS : ORGANIZATION_TIER_LABELS)[tier];
