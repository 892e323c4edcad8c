import { DOUBLE_TAP_MS } from '@fleetgraph/shared/constants';

export interface Tap {
  id: string;
  at: number;
}

/** A second tap on the same node within 300 ms (spec section 9) is a double-tap. */
export function isDoubleTap(previous: Tap | null, tap: Tap, thresholdMs = DOUBLE_TAP_MS): boolean {
  return previous !== null && previous.id === tap.id && tap.at - previous.at <= thresholdMs;
}
