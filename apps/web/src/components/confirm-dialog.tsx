import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { ACCOUNT_MESSAGES } from '@fleetgraph/shared/messages';
import { pushLayer } from './layered-modal';

export interface ConfirmOptions {
  message: string;
  confirmLabel: string;
  cancelLabel?: string;
  /** Red for what cannot be undone. */
  isDestructive?: boolean;
}

/**
 * The spec's 'Please Confirm' dialog, before a delete or an edit. Answers true only for the
 * confirm button; closing the dialog any other way (No, Escape, the close button) keeps things.
 */
export function confirmAction({ message, confirmLabel, cancelLabel = ACCOUNT_MESSAGES.keepButton, isDestructive }: ConfirmOptions) {
  return new Promise<boolean>((resolve) => {
    let answered = false;
    const releaseLayer = pushLayer();
    const answer = (value: boolean) => {
      if (answered) return;
      answered = true;
      releaseLayer();
      resolve(value);
    };
    modals.openConfirmModal({
      title: ACCOUNT_MESSAGES.confirmTitle,
      centered: true,
      // Above any dialog it was opened from.
      zIndex: 400,
      children: <Text size="sm">{message}</Text>,
      labels: { confirm: confirmLabel, cancel: cancelLabel },
      confirmProps: isDestructive ? { color: 'red' } : {},
      onConfirm: () => answer(true),
      onCancel: () => answer(false),
      onClose: () => answer(false),
    });
  });
}

export const confirmDelete = (what: 'user' | 'organization') =>
  confirmAction({
    message: what === 'user' ? ACCOUNT_MESSAGES.confirmDeleteUser : ACCOUNT_MESSAGES.confirmDeleteOrganization,
    confirmLabel: ACCOUNT_MESSAGES.confirmDeleteButton,
    isDestructive: true,
  });

export const confirmUpdate = (what: 'user' | 'organization') =>
  confirmAction({
    message: what === 'user' ? ACCOUNT_MESSAGES.confirmUpdateUser : ACCOUNT_MESSAGES.confirmUpdateOrganization,
    confirmLabel: ACCOUNT_MESSAGES.confirmUpdateButton,
  });
