import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Card, Container, Grid, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { format } from 'date-fns';
import { Controller, useForm } from 'react-hook-form';
import { updateTierForm, type UpdateTierForm } from '@fleetgraph/shared/contracts/requests';
import { MESSAGES, REQUEST_MESSAGES } from '@fleetgraph/shared/messages';
import { ApiError } from '../../lib/api-client';
import { useAuth } from '../../lib/auth';
import { showSupportError, showSupportSuccess } from '../../lib/support-toasts';
import { TierHistory } from './tier-history';
import { requestTier } from './upgrade-api';

type TierFormInput = { tier: UpdateTierForm['tier'] | null; startDate: string };
const EMPTY: TierFormInput = { tier: null, startDate: '' };

/** /updateTier: the history of the user's tier requests and a form asking for a tier from a date. */
export function UpdateTierPage() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const form = useForm<TierFormInput>({
    mode: 'onTouched',
    resolver: zodResolver(updateTierForm) as never,
    defaultValues: EMPTY,
  });
  const { errors, isSubmitting } = form.formState;
  if (!user) return null;
  const canAsk = user.roleName === 'INDIVIDUAL' || user.roleName === 'ORGADMIN';
  // Only tier 2 and tier 3 can be applied for (spec section 6), and never the tier one has.
  const tiers = [
    { value: 'TIER_1', label: 'Tier1', disabled: true },
    { value: 'TIER_2', label: 'Tier2', disabled: user.tier === 'TIER_2' },
    { value: 'TIER_3', label: 'Tier3', disabled: user.tier === 'TIER_3' },
  ];

  const submit = form.handleSubmit(async (values) => {
    try {
      await requestTier({
        applicantEmail: user.email,
        desiredRole: values.tier === 'TIER_3' ? 'TIER_3' : 'TIER_2',
        startDate: values.startDate,
      });
      showSupportSuccess(REQUEST_MESSAGES.tierFormSent);
      form.reset(EMPTY);
      await queryClient.invalidateQueries({ queryKey: ['tier-requests'] });
    } catch (error) {
      showSupportError(error instanceof ApiError && error.message ? error.message : MESSAGES.genericError);
    }
  });

  return (
    <Container size="lg" py="xl">
      <Title order={1} size="h2" mb="lg">
        Update Tier
      </Title>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 6 }}>
          <TierHistory />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Card withBorder padding="lg" radius="md">
            {canAsk ? (
              <form onSubmit={submit} noValidate aria-label="Update tier">
                <Stack gap="sm">
                  <Text size="sm" c="dimmed">
                    Ask for Tier 2 or Tier 3 from the date you need it. Our team answers by email.
                  </Text>
                  <Controller
                    control={form.control}
                    name="tier"
                    render={({ field }) => (
                      <Select
                        label="Tier"
                        placeholder="Choose a tier"
                        data={tiers}
                        value={field.value}
                        onChange={(value) => field.onChange(value)}
                        onBlur={field.onBlur}
                        error={errors.tier?.message}
                        allowDeselect={false}
                        withAsterisk
                      />
                    )}
                  />
                  <TextInput
                    label="Start Date"
                    type="date"
                    min={format(new Date(), 'yyyy-MM-dd')}
                    withAsterisk
                    {...form.register('startDate')}
                    error={errors.startDate?.message}
                  />
                  <Button type="submit" loading={isSubmitting} style={{ alignSelf: 'flex-start' }}>
                    Submit
                  </Button>
                </Stack>
              </form>
            ) : (
              <Alert color="blue" title="No tier to ask for">
                {user.roleName === 'ADMIN'
                  ? 'Administrators have no tier; they decide tier requests in the admin console.'
                  : 'Your plan is managed by your organization admin.'}
              </Alert>
            )}
          </Card>
        </Grid.Col>
      </Grid>
    </Container>
  );
}
