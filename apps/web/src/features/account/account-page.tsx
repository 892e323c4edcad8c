import { Container, Grid, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import type { UserRecord } from '@fleetgraph/shared/contracts/users';
import { useAuth } from '../../lib/auth';
import { AccountInfoPanel } from './account-info-panel';
import { CreditCounters } from './credit-counters';
import { MyOrganizationPanel } from './my-organization-panel';
import { IndividualSubscriptionPanel, OrganizationSubscriptionPanel } from './subscription-panel';
import { TutorialPanel } from './tutorial-panel';

/** /account (spec section 2): one layout for individuals and the admin, another for organization members. */
export function AccountPage() {
  const { user } = useAuth();
  if (!user) return null;
  const isOrganizationMember = user.roleName === 'ORGADMIN' || user.roleName === 'ORGUSER';
  return (
    <Container size="xl" py="xl">
      <Stack gap={4} mb="lg">
        <Title order={1} size="h2">
          My Account
        </Title>
        <Text c="dimmed">
          {user.firstName} {user.lastName}
          {isOrganizationMember && user.orgPayload ? ` · ${user.orgPayload.organization}` : ''}
        </Text>
      </Stack>
      {isOrganizationMember ? <OrganizationAccount user={user} /> : <IndividualAccount user={user} />}
    </Container>
  );
}

function IndividualAccount({ user }: { user: UserRecord }) {
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Stack gap="lg">
          <IndividualSubscriptionPanel user={user} />
          <AccountInfoPanel user={user} />
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 7 }}>
        <TutorialPanel />
      </Grid.Col>
    </Grid>
  );
}

function OrganizationAccount({ user }: { user: UserRecord }) {
  const isOrgAdmin = user.roleName === 'ORGADMIN';
  return (
    <Stack gap="lg">
      <CreditCounters />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="lg">
            {isOrgAdmin && <OrganizationSubscriptionPanel user={user} />}
            <Paper withBorder radius="md" p="lg">
              <Tabs defaultValue="account" keepMounted={false}>
                <Tabs.List mb="md">
                  <Tabs.Tab value="account">My Account</Tabs.Tab>
                  <Tabs.Tab value="organization">My Organization</Tabs.Tab>
                </Tabs.List>
                <Tabs.Panel value="account">
                  <AccountInfoPanel user={user} framed={false} />
                </Tabs.Panel>
                <Tabs.Panel value="organization">
                  <MyOrganizationPanel user={user} />
                </Tabs.Panel>
              </Tabs>
            </Paper>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <TutorialPanel />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
