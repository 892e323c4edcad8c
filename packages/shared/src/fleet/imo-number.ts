/** IMO ship identification numbers: seven digits, the last a check digit. */

const IMO_PATTERN = /^(?:IMO\s*)?(\d{7})$/i;

/** The seven digits of '1234567' or 'IMO 1234567', or null for anything else. */
export function parseImoNumber(value: string): string | null {
  return IMO_PATTERN.exec(value.trim())?.[1] ?? null;
}

/** The check digit rule: the first six digits times 7, 6, 5, 4, 3, 2; the sum's last digit is the seventh. */
export function imoCheckDigit(firstSix: string): number {
  let sum = 0;
  for (let index = 0; index < 6; index += 1) sum += Number(firstSix[index]) * (7 - index);
  return sum % 10;
}

export function hasValidImoCheckDigit(imo: string): boolean {
  return /^\d{7}$/.test(imo) && imoCheckDigit(imo) === Number(imo[6]);
}
