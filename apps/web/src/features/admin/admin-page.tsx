import { Box, Tabs, Title } from '@mantine/core';
import { ADMIN_CONTENT_WIDTH } from '@fleetgraph/shared/constants';
import { InvitePanel } from './invite/invite-panel';
import { UserRequestsPanel } from './requests/user-requests-panel';

/** /admin (ADMIN only): the 'Invite' panel runs accounts, the 'User Requests' panel answers requests. */
export function AdminPage() {
  return (
    <Box maw={ADMIN_CONTENT_WIDTH} mx="auto" px="md" py="xl">
      <Title order={1} size="h2" mb="md">
        Admin
      </Title>
      <Tabs defaultValue="invite" keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="invite">Invite</Tabs.Tab>
          <Tabs.Tab value="requests">User Requests</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="invite">
          <InvitePanel />
        </Tabs.Panel>
        <Tabs.Panel value="requests">
          <UserRequestsPanel />
        </Tabs.Panel>
      </Tabs>
    </Box>
  );
}
