import { Select, Stack } from '@mantine/core';
import { useState } from 'react';
import { IndividualUsersList } from './individual-users-list';
import { OrganizationsList } from './organizations-list';

type Kind = 'organization' | 'individual';
const KINDS = [
  { value: 'organization', label: 'Organization' },
  { value: 'individual', label: 'Individual User' },
];

/** The admin's 'Invite' panel (spec section 2): organizations or individual users, chosen in a dropdown. */
export function InvitePanel() {
  const [kind, setKind] = useState<Kind>('organization');
  return (
    <Stack gap="md">
      <Select
        label="Show"
        data={KINDS}
        value={kind}
        onChange={(value) => value && setKind(value as Kind)}
        allowDeselect={false}
        w={240}
      />
      {kind === 'organization' ? <OrganizationsList /> : <IndividualUsersList />}
    </Stack>
  );
}
