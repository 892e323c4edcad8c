import { describe, expect, it } from 'vitest';
import { INDIVIDUAL_ORGANIZATION_SIZE_CODE } from '../options/sign-up-options';
import { signUpForm } from './sign-up';

const individual = {
  firstName: 'Ana',
  lastName: 'Lima',
  title: '',
  email: 'ana@example.org',
  phone: '',
  country: 'Portugal',
  industry: 'NGO',
  organizationSize: INDIVIDUAL_ORGANIZATION_SIZE_CODE,
  organization: '',
  userCount: '',
  purpose: '',
  agree: true,
};

const messagesOf = (input: unknown) => {
  const result = signUpForm.safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('sign-up form', () => {
  it('accepts an individual without organization fields', () => {
    expect(signUpForm.safeParse(individual).success).toBe(true);
  });

  it('names each missing required field with the spec message', () => {
    const messages = messagesOf({ ...individual, firstName: '', lastName: ' ', email: '', country: '', industry: '' });
    expect(messages).toMatchObject({
      firstName: 'First Name is required',
      lastName: 'Last Name is required',
      email: 'Email is required',
      country: 'Country is required',
      industry: 'Industry is required',
    });
  });

  it('needs organization, number of users and purpose for any other size, even before the agreement is ticked', () => {
    const messages = messagesOf({ ...individual, organizationSize: 466793, agree: false });
    expect(messages).toMatchObject({
      organization: 'Organization is required',
      userCount: 'Number of Users is required',
      purpose: 'Purpose is required',
      agree: 'This field is required.',
    });
  });

  it('takes an optional phone only as a positive number', () => {
    expect(messagesOf({ ...individual, phone: '12a' }).phone).toBe('You must specify a number');
    expect(messagesOf({ ...individual, phone: '0' }).phone).toBe('You must specify a positive number');
    expect(messagesOf({ ...individual, phone: '+4412345' }).phone).toBeUndefined();
  });
});
