import { Text } from '@mantine/core';

/** The 'Invite' panel: organizations and individual users (built by the admin console issue). */
export function InvitePanel() {
  return <Text c="dimmed">Organizations and individual users will be managed here.</Text>;
}
