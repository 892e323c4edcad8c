import { describe, expect, it } from 'vitest';
import { countField, organizationForm, organizationUserForm, updateOrganizationRequest } from './organizations';
import { accountForm, inviteUserRequest, userDisplayName, userListQuery } from './users';

const messagesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.success ? {} : Object.fromEntries(result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]));

describe('count fields', () => {
  const count = countField('Doc Requests');

  it('take a whole number >= 0, typed or as digits', () => {
    expect(count.parse(0)).toBe(0);
    expect(count.parse('12')).toBe(12);
    expect(count.parse(' 7 ')).toBe(7);
  });

  it.each([
    [undefined, 'Doc Requests is required'],
    ['', 'Doc Requests is required'],
    ['ten', 'You must specify a number'],
    [-1, 'Doc Requests must be 0 or more'],
    ['-4', 'Doc Requests must be 0 or more'],
    [2.5, 'Doc Requests must be a whole number'],
    [2_000_000, 'Doc Requests must be at most 1,000,000'],
  ])('refuse %j with "%s"', (value, message) => {
    const result = count.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});

describe('the organization form', () => {
  it('names every required field with its message, and lets phone and industry be empty', () => {
    const messages = messagesOf(organizationForm.safeParse({ phone: '', industry: '' }));
    expect(messages).toEqual({
      organization: 'Organization Name is required',
      adminEmail: 'Admin Email is required',
      numUsers: 'Number of Users is required',
      tier: 'Tier is required',
      dossierRequests: 'Dossier Requests is required',
      docRequests: 'Doc Requests is required',
      riskAlertRequests: 'Risk Alert Requests is required',
      updateInfoRequests: 'Info Update Requests is required',
      tradeDataRequests: 'Trade Data Requests is required',
    });
  });

  it('leaves out of an update what the change does not name', () => {
    expect(updateOrganizationRequest.parse({ organization: 'Renamed' })).toEqual({ organization: 'Renamed' });
  });
});

describe('the organization user form', () => {
  it('requires first and last name, country and email, and checks the optional phone', () => {
    const messages = messagesOf(
      organizationUserForm.safeParse({ firstName: '', lastName: '', email: '', country: '', phone: 'abc' }),
    );
    expect(messages).toEqual({
      firstName: 'First Name is required',
      lastName: 'Last Name is required',
      email: 'Email is required',
      country: 'Country is required',
      phone: 'You must specify a number',
    });
  });
});

describe('the invitation of an individual', () => {
  const valid = {
    email: 'ana@example.org',
    firstName: 'Ana',
    lastName: 'Lima',
    industry: 'NGO',
    title: 'Analyst',
    country: 'Portugal',
    phone: '0',
    tier: 'TIER_1',
    dossierRequests: 0,
    docRequests: 0,
    riskAlertRequests: 0,
    updateInfoRequests: 0,
    tradeDataRequests: 0,
  };

  it('takes a phone of 0 (a number >= 0) and refuses a negative one', () => {
    expect(inviteUserRequest.safeParse(valid).success).toBe(true);
    expect(messagesOf(inviteUserRequest.safeParse({ ...valid, phone: '-1' }))).toEqual({
      phone: 'You must specify a positive number',
    });
  });

  it('offers Free and Philanthropic only', () => {
    expect(messagesOf(inviteUserRequest.safeParse({ ...valid, tier: 'TIER_3' }))).toEqual({
      tier: 'Tier must be one of TIER_1, TIER_2',
    });
  });
});

describe('the account form', () => {
  it('requires the names and country, and lets phone and title be empty', () => {
    expect(accountForm.safeParse({ firstName: 'A', lastName: 'B', title: '', country: 'Chile', phone: '' }).success).toBe(
      true,
    );
    expect(messagesOf(accountForm.safeParse({ firstName: '', lastName: 'B', title: '', country: '', phone: '0' }))).toEqual({
      firstName: 'First Name is required',
      country: 'Country is required',
      phone: 'You must specify a positive number',
    });
  });
});

describe('users', () => {
  it('show as first name, last name and the email in brackets', () => {
    expect(userDisplayName({ firstName: 'Ana', lastName: 'Lima', email: 'ana@example.org' })).toBe(
      'Ana Lima (ana@example.org)',
    );
    expect(userDisplayName({ firstName: '', lastName: '', email: 'x@example.org' })).toBe('(x@example.org)');
  });

  it('are filtered by the spec names of the organization roles too', () => {
    expect(userListQuery.parse({ filter: 'ORGANIZATION_ADMIN' }).filter).toBe('ORGADMIN');
    expect(userListQuery.parse({ filter: 'ORGANIZATION' }).filter).toBe('ORGUSER');
    expect(userListQuery.parse({ filter: 'INDIVIDUAL' }).filter).toBe('INDIVIDUAL');
  });
});
