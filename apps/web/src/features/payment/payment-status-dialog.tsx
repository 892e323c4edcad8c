import { Button, Group, Modal, Text } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { BILLING_MESSAGES } from '@fleetgraph/shared/messages';

const DIALOGS = {
  success: { title: BILLING_MESSAGES.paymentSuccess, text: 'Thank you. Your payment went through and your new plan is ready.' },
  cancelled: { title: BILLING_MESSAGES.paymentCancelled, text: 'The payment was cancelled. Nothing was charged.' },
} as const;

/**
 * The payment result dialogs, driven by the query parameter paymentStatus (spec section 2):
 * success shows Payment Success, cancelled shows Payment Cancelled; Ok closes it.
 */
export function PaymentStatusDialog() {
  const [params, setParams] = useSearchParams();
  const status = params.get('paymentStatus');
  const dialog = status === 'success' || status === 'cancelled' ? DIALOGS[status] : null;
  const close = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('paymentStatus');
        return next;
      },
      { replace: true },
    );
  return (
    <Modal opened={dialog !== null} onClose={close} title={dialog?.title} centered>
      <Text size="sm">{dialog?.text}</Text>
      <Group justify="flex-end" mt="lg">
        <Button onClick={close} data-autofocus>
          Ok
        </Button>
      </Group>
    </Modal>
  );
}
