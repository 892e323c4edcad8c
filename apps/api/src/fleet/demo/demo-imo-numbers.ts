import { imoCheckDigit } from '@fleetgraph/shared/fleet/imo-number';

const FIRST_BASE = 200_000;
const BASES = 300_000;
/** Prime and so coprime with BASES: stepping by it visits every base once, in a scattered order. */
const STEP = 7_919;

/**
 * Unique IMO numbers with valid check digits for synthetic hulls, drawn from 2000000-4999999:
 * IMO ship numbers are issued from 5000000 up, so a made-up vessel never shares a real ship's
 * number and an IMO search never mixes the two.
 */
export class DemoImoNumbers {
  private issued = 0;

  next(): string {
    if (this.issued >= BASES) throw new Error('the demo fleet ran out of IMO numbers');
    const base = FIRST_BASE + ((this.issued * STEP + 1_234) % BASES);
    this.issued += 1;
    return `${base}${imoCheckDigit(String(base))}`;
  }
}
