import { useEffect, useRef, type MouseEvent, type PointerEvent } from 'react';
import { holdRepeatDelay } from './press-and-hold';

/**
 * Button props that run `action` once on press and again while the button is held, faster and
 * faster (spec section 9). A keyboard press (Enter, Space) runs it once.
 */
export function usePressAndHold(action: () => void) {
  const timer = useRef<number | undefined>(undefined);
  const stop = () => {
    window.clearTimeout(timer.current);
    timer.current = undefined;
  };
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const start = () => {
    stop();
    action();
    const repeat = (count: number) => {
      timer.current = window.setTimeout(() => {
        action();
        repeat(count + 1);
      }, holdRepeatDelay(count));
    };
    repeat(0);
  };

  return {
    onPointerDown: (event: PointerEvent) => {
      if (event.button === 0) start();
    },
    onPointerUp: stop,
    onPointerLeave: stop,
    onPointerCancel: stop,
    // A pointer press already ran the action; a click with no pointer (detail 0) came from the keyboard.
    onClick: (event: MouseEvent) => {
      if (event.detail === 0) action();
    },
  };
}
