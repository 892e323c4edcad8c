/** What the spec keeps in local storage: the token and the emails of users who accepted the disclaimer. */
const TOKEN_KEY = 'fleetgraph.token';
const DISCLAIMERS_KEY = 'fleetgraph.acceptedDisclaimers';

export function readToken(): string | null {
  return localStorage.getItem(TOKEN_KEY);
}

export function storeToken(token: string): void {
  localStorage.setItem(TOKEN_KEY, token);
}

export function clearSession(): void {
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(DISCLAIMERS_KEY);
  // Spec section 2: sign-out clears graph and search state, which pages keep under fleetgraph.* for the tab.
  for (const key of Object.keys(sessionStorage)) {
    if (key.startsWith('fleetgraph.')) sessionStorage.removeItem(key);
  }
}

export function acceptedDisclaimers(): string[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(DISCLAIMERS_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

export function rememberDisclaimerAccepted(email: string): void {
  const emails = new Set(acceptedDisclaimers());
  emails.add(email.toLowerCase());
  localStorage.setItem(DISCLAIMERS_KEY, JSON.stringify([...emails]));
}
