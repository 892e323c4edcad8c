import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Card, Container, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { subscriptionRequest, type SubscriptionRequest } from '@fleetgraph/shared/contracts/requests';
import { MESSAGES, REQUEST_MESSAGES } from '@fleetgraph/shared/messages';
import { ApiError } from '../../lib/api-client';
import { useAuth } from '../../lib/auth';
import { showSupportError, showSupportSuccess } from '../../lib/support-toasts';
import { submitSubscriptionRequest } from './upgrade-api';

const EMPTY: SubscriptionRequest = { subject: '', message: '' };

/** /subscriptionSubmit: a subject and a body, recorded as a request our team answers. */
export function SubscriptionSubmitPage() {
  const { user } = useAuth();
  const form = useForm<SubscriptionRequest>({ mode: 'onTouched', resolver: zodResolver(subscriptionRequest), defaultValues: EMPTY });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      await submitSubscriptionRequest(values);
      showSupportSuccess(REQUEST_MESSAGES.subscriptionSubmitted);
      form.reset(EMPTY);
    } catch (error) {
      showSupportError(error instanceof ApiError && error.message ? error.message : MESSAGES.genericError);
    }
  });

  return (
    <Container size="sm" py="xl">
      <Title order={1} size="h2" mb="xs">
        Subscription
      </Title>
      <Text c="dimmed" mb="lg">
        Tell us about the subscription you need. Our team answers by email and under Analytical Requests.
      </Text>
      <Card withBorder padding="lg" radius="md">
        {user?.roleName === 'ADMIN' ? (
          <Alert color="blue">Administrators answer subscription requests in the admin console, under User Requests.</Alert>
        ) : (
          <form onSubmit={submit} noValidate aria-label="Subscription request">
            <Stack gap="sm">
              <TextInput label="Subject" withAsterisk {...form.register('subject')} error={errors.subject?.message} />
              <Textarea
                label="Body"
                withAsterisk
                autosize
                minRows={6}
                {...form.register('message')}
                error={errors.message?.message}
              />
              <Button type="submit" loading={isSubmitting} style={{ alignSelf: 'flex-start' }}>
                Submit
              </Button>
            </Stack>
          </form>
        )}
      </Card>
    </Container>
  );
}
