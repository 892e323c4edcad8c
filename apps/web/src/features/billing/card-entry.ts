/** What the change-card form needs from a card field, whichever provider draws it. */
export interface CardEntryHandle {
  /** The card's problem as it stands ('Your card number is incomplete.'), or null when complete. */
  check(): string | null;
  /** Turns the card into the provider's payment method, answering its id; throws with the provider's message. */
  createPaymentMethod(billing: { email: string; name: string }): Promise<string>;
  focus(): void;
}
