import { ZOOM_REPEAT_START_MS } from '@fleetgraph/shared/constants';

/** Below this a step cannot be seen before the next one: about one frame at 60 Hz. */
export const HOLD_REPEAT_FLOOR_MS = 16;

/**
 * How long to wait before the next repeat of a held zoom button (spec section 9): 100 ms, then
 * half as long each time, so a long press speeds up; `repeat` counts from 0.
 */
export function holdRepeatDelay(repeat: number): number {
  return Math.max(HOLD_REPEAT_FLOOR_MS, ZOOM_REPEAT_START_MS / 2 ** repeat);
}
