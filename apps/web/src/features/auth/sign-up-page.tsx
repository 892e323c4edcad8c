import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Checkbox, Grid, Select, Stack, Text, TextInput } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { signUpForm, type SignUpForm, type SignUpFormInput } from '@fleetgraph/shared/contracts/sign-up';
import { MESSAGES } from '@fleetgraph/shared/messages';
import { COUNTRIES } from '@fleetgraph/shared/options/countries';
import {
  INDIVIDUAL_ORGANIZATION_SIZE_CODE,
  INDUSTRIES,
  ORGANIZATION_SIZES,
  PURPOSES,
  USER_COUNTS,
} from '@fleetgraph/shared/options/sign-up-options';
import { AuthCard } from '../../components/auth-card';
import { ApiError, errorMessage } from '../../lib/api-client';
import { showError } from '../../lib/toasts';
import { registerIndividual, requestOrganizationAccount } from './auth-api';
import { TermsAgreementLabel } from './terms-agreement-label';

const countryOptions = COUNTRIES.map((country) => country.label);
const sizeOptions = ORGANIZATION_SIZES.map((size) => ({ value: String(size.id), label: size.label }));
const sizeLabel = (code: number) => ORGANIZATION_SIZES.find((size) => size.id === code)?.label ?? '';

export function SignUpPage() {
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<SignUpFormInput, unknown, SignUpForm>({
    mode: 'onTouched',
    resolver: zodResolver(signUpForm),
    defaultValues: {
      firstName: '',
      lastName: '',
      title: '',
      email: '',
      phone: '',
      country: '',
      industry: '',
      organizationSize: undefined,
      organization: '',
      userCount: '',
      purpose: '',
      agree: undefined,
    },
  });
  const { errors, isSubmitting } = form.formState;
  const size = useWatch({ control: form.control, name: 'organizationSize' });
  const isOrganization = size !== undefined && size !== INDIVIDUAL_ORGANIZATION_SIZE_CODE;

  const finish = (title: string, message: string) =>
    modals.open({
      title,
      centered: true,
      children: (
        <Stack>
          <Text size="sm">{message}</Text>
          <Button onClick={() => modals.closeAll()}>OK</Button>
        </Stack>
      ),
      onClose: () => navigate('/', { replace: true }),
    });

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    const personal = {
      firstName: values.firstName,
      lastName: values.lastName,
      title: values.title,
      email: values.email,
      phone: values.phone,
      country: values.country,
      industry: values.industry,
      organizationSize: sizeLabel(values.organizationSize),
    };
    try {
      if (!isOrganization) {
        const answer = await registerIndividual(personal);
        if (!answer.recordCreated || !answer.emailSent) return setFailure(MESSAGES.genericError);
        finish(MESSAGES.verificationEmailSent, MESSAGES.checkYourInbox);
      } else {
        await requestOrganizationAccount({
          ...personal,
          organization: values.organization,
          userCount: values.userCount,
          purpose: values.purpose,
        });
        finish(MESSAGES.thankYou, MESSAGES.analystWillContact);
      }
    } catch (error) {
      setFailure(errorMessage(error));
      if (error instanceof ApiError && error.status === 409) showError(error.message);
    }
  });

  const selectField = (name: 'country' | 'industry' | 'userCount' | 'purpose', label: string, data: readonly string[]) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <Select
          label={label}
          data={data as string[]}
          searchable
          withAsterisk={name === 'country' || name === 'industry' || isOrganization}
          value={field.value || null}
          onChange={(value) => field.onChange(value ?? '')}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
          comboboxProps={{ withinPortal: true }}
        />
      )}
    />
  );

  return (
    <AuthCard
      title="Sign up"
      subtitle="Individuals get a trial account at once. Organizations are set up with one of our analysts."
      width={720}
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          {failure && (
            <Alert color="red" title="Sign-up failed" role="alert">
              {failure}
            </Alert>
          )}
          <Grid>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput label="First Name" withAsterisk {...form.register('firstName')} error={errors.firstName?.message} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput label="Last Name" withAsterisk {...form.register('lastName')} error={errors.lastName?.message} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput label="Title" {...form.register('title')} error={errors.title?.message} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput
                label="Email"
                type="email"
                withAsterisk
                autoComplete="email"
                {...form.register('email')}
                error={errors.email?.message}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput
                label="Phone"
                inputMode="tel"
                placeholder="Digits only, with the country code"
                {...form.register('phone')}
                error={errors.phone?.message}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>{selectField('country', 'Country', countryOptions)}</Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>{selectField('industry', 'Industry', INDUSTRIES)}</Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <Controller
                control={form.control}
                name="organizationSize"
                render={({ field, fieldState }) => (
                  <Select
                    label="Organization Size"
                    withAsterisk
                    data={sizeOptions}
                    value={field.value === undefined ? null : String(field.value)}
                    onChange={(value) => field.onChange(value === null ? undefined : Number(value))}
                    onBlur={field.onBlur}
                    error={fieldState.error?.message}
                  />
                )}
              />
            </Grid.Col>
            {isOrganization && (
              <>
                <Grid.Col span={{ base: 12, sm: 6 }}>
                  <TextInput
                    label="Organization"
                    withAsterisk
                    {...form.register('organization')}
                    error={errors.organization?.message}
                  />
                </Grid.Col>
                <Grid.Col span={{ base: 12, sm: 6 }}>{selectField('userCount', 'Number of Users', USER_COUNTS)}</Grid.Col>
                <Grid.Col span={12}>{selectField('purpose', 'Purpose', PURPOSES)}</Grid.Col>
              </>
            )}
          </Grid>
          <Checkbox
            {...form.register('agree')}
            error={errors.agree?.message}
            label={<TermsAgreementLabel />}
          />
          <Button type="submit" loading={isSubmitting}>
            {isOrganization ? 'Request an organization account' : 'Sign Up'}
          </Button>
          <Text size="sm" ta="center">
            Already have an account?{' '}
            <Anchor component={Link} to="/login">
              Sign in
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
