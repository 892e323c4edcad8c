import { notifications } from '@mantine/notifications';
import { SUPPORT_TOAST_AUTO_CLOSE_MS, SUPPORT_TOAST_WIDTH } from '@fleetgraph/shared/constants';

/** The support forms' toasts (spec section 9): 8 s, 480 px wide, bottom centre, no progress bar. */
function showSupportToast(message: string, color: 'green' | 'red'): void {
  notifications.show({
    message,
    color,
    position: 'bottom-center',
    autoClose: SUPPORT_TOAST_AUTO_CLOSE_MS,
    style: { width: SUPPORT_TOAST_WIDTH, maxWidth: '100%' },
  });
}

export const showSupportSuccess = (message: string) => showSupportToast(message, 'green');
export const showSupportError = (message: string) => showSupportToast(message, 'red');
