/** Stripe puts the session's id where this stands in a success URL; the sandbox does the same. */
export const SESSION_ID_PLACEHOLDER = '{CHECKOUT_SESSION_ID}';

/**
 * Where a hosted checkout sends the browser back: /payment with the spec's status parameter,
 * and paymentStatus for the result dialogs (spec section 2, Payment).
 */
export function checkoutReturnUrls(publicUrl: string): { successUrl: string; cancelUrl: string } {
  return {
    successUrl: `${publicUrl}/payment?status=success&paymentStatus=success&session_id=${SESSION_ID_PLACEHOLDER}`,
    cancelUrl: `${publicUrl}/payment?status=canceled&paymentStatus=cancelled`,
  };
}
