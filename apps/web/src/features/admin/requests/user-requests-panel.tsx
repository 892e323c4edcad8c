import { Text } from '@mantine/core';

/** The 'User Requests' panel: analytical and tier upgrade requests (built by the requests issue). */
export function UserRequestsPanel() {
  return <Text c="dimmed">Analytical and tier upgrade requests will be answered here.</Text>;
}
