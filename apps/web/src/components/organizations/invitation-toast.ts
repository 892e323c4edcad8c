import { notifications } from '@mantine/notifications';
import { TOAST_AUTO_CLOSE_MS } from '@fleetgraph/shared/constants';
import { ACCOUNT_MESSAGES } from '@fleetgraph/shared/messages';
import { showSuccess } from '../../lib/toasts';

/**
 * The spec's success toast once the invitation is on its way; when the account was made but the
 * mail could not be sent, a warning that says how to send it again.
 */
export function showInvitationResult(emailSent: boolean, successMessage: string): void {
  if (emailSent) return showSuccess(successMessage);
  notifications.show({
    message: ACCOUNT_MESSAGES.invitationNotSent,
    color: 'yellow',
    position: 'bottom-center',
    autoClose: TOAST_AUTO_CLOSE_MS,
  });
}
