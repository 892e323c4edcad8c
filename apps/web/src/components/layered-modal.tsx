import { Modal, type ModalProps } from '@mantine/core';
import { useEffect, useState, useSyncExternalStore } from 'react';

/**
 * Dialogs open over dialogs here (a user's Edit over its organization, 'Please Confirm' over an
 * edit). Every Mantine modal closes on Escape, so one key press would close them all; this keeps
 * Escape for the dialog on top.
 */
const layers: symbol[] = [];
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const topLayer = () => layers[layers.length - 1];

/** Puts a dialog on top of the others; the answer takes it off. */
export function pushLayer(): () => void {
  const layer = Symbol('dialog');
  layers.push(layer);
  notify();
  return () => {
    const index = layers.indexOf(layer);
    if (index >= 0) layers.splice(index, 1);
    notify();
  };
}

function useIsTopLayer(opened: boolean): boolean {
  const [layer] = useState(() => Symbol('dialog'));
  useEffect(() => {
    if (!opened) return;
    layers.push(layer);
    notify();
    return () => {
      const index = layers.indexOf(layer);
      if (index >= 0) layers.splice(index, 1);
      notify();
    };
  }, [opened, layer]);
  const top = useSyncExternalStore(subscribe, topLayer);
  return top === layer;
}

/** A Mantine Modal that answers Escape only when no other dialog is open above it. */
export function LayeredModal({ closeOnEscape = true, ...props }: ModalProps) {
  const isTop = useIsTopLayer(props.opened);
  return <Modal {...props} closeOnEscape={closeOnEscape && isTop} />;
}
