import { BILLING_SERVER_MESSAGES } from '@fleetgraph/shared/messages';

export type SandboxOutcome = 'succeeds' | 'card_declined' | 'insufficient_funds';

/**
 * The sandbox takes test card numbers only, as a payment provider's test mode does: these
 * succeed, these are declined. A real card number is declined too; none is ever stored.
 */
const TEST_CARDS: Record<string, SandboxOutcome> = {
  '4242424242424242': 'succeeds',
  '4000056655665556': 'succeeds',
  '5555555555554444': 'succeeds',
  '2223003122003222': 'succeeds',
  '378282246310005': 'succeeds',
  '6011111111111117': 'succeeds',
  '4000000000000002': 'card_declined',
  '4000000000009995': 'insufficient_funds',
};

export function sandboxOutcomeOf(cardNumber: string): SandboxOutcome {
  return TEST_CARDS[cardNumber.replace(/[\s-]/g, '')] ?? 'card_declined';
}

export function declineMessage(outcome: SandboxOutcome, cardNumber?: string): string | null {
  if (outcome === 'succeeds') return null;
  if (outcome === 'insufficient_funds') return 'Your card has insufficient funds.';
  const isTestCard = cardNumber === undefined || cardNumber.replace(/[\s-]/g, '') in TEST_CARDS;
  return isTestCard
    ? BILLING_SERVER_MESSAGES.cardDeclined
    : `${BILLING_SERVER_MESSAGES.cardDeclined} The sandbox takes test cards only, such as 4242 4242 4242 4242.`;
}
