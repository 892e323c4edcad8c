import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Checkbox, Group, List, Modal, Stack, Text } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { disclaimerForm, type DisclaimerForm } from '@fleetgraph/shared/contracts/auth';
import { errorMessage } from '../../lib/api-client';
import { useAuth } from '../../lib/auth';
import { rememberDisclaimerAccepted } from '../../lib/session-store';
import { showError } from '../../lib/toasts';
import { acceptDisclaimer } from './auth-api';

/** Shown after sign-in until the user accepts it once; declining signs the user out. */
export function DisclaimerModal() {
  const { user, signOut, refreshUser } = useAuth();
  const navigate = useNavigate();
  const form = useForm<DisclaimerForm>({
    mode: 'onTouched',
    resolver: zodResolver(disclaimerForm),
    defaultValues: { agree: false },
  });
  const { errors, isSubmitting } = form.formState;
  const opened = user?.status === 'ACTIVE' && !user.disclaimerAccepted;

  const accept = form.handleSubmit(async () => {
    if (!user) return;
    try {
      await acceptDisclaimer();
      rememberDisclaimerAccepted(user.email);
      await refreshUser();
    } catch (error) {
      showError(errorMessage(error));
    }
  });

  const decline = () => {
    signOut();
    navigate('/login', { replace: true });
  };

  return (
    <Modal
      opened={opened}
      onClose={() => undefined}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      title="Disclaimer"
      size="lg"
      centered
    >
      <form onSubmit={accept} noValidate>
        <Stack>
          <Text size="sm">
            fleetgraph brings together records about vessels, companies and persons from public registries, sanctions
            and IUU lists, corporate filings and the work of our analysts. Before you use it, please note:
          </Text>
          <List size="sm" spacing={6}>
            <List.Item>
              A link between a vessel, a company and a person shows a relationship that a source reported on its date of
              information. It is not, by itself, evidence of wrongdoing.
            </List.Item>
            <List.Item>
              Records can be incomplete or out of date. Check each finding against its source before you rely on it or
              publish it.
            </List.Item>
            <List.Item>
              The data is for research, due diligence, journalism and enforcement. It may not be used to harass or
              endanger any person.
            </List.Item>
          </List>
          <Checkbox
            {...form.register('agree')}
            error={errors.agree?.message}
            label="I have read and understood this disclaimer"
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={decline}>
              Decline
            </Button>
            <Button type="submit" loading={isSubmitting}>
              Accept
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
