import { notifications } from '@mantine/notifications';
import { TOAST_AUTO_CLOSE_MS } from '@fleetgraph/shared/constants';

/** The spec's toasts: green for success, red for errors, bottom centre, closing after 5 s. */
export function showSuccess(message: string): void {
  notifications.show({ message, color: 'green', position: 'bottom-center', autoClose: TOAST_AUTO_CLOSE_MS });
}

export function showError(message: string): void {
  notifications.show({ message, color: 'red', position: 'bottom-center', autoClose: TOAST_AUTO_CLOSE_MS });
}
