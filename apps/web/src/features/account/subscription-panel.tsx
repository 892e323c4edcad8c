import { Box, Button, Group, Stack, Text, Tooltip } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { UserRecord } from '@fleetgraph/shared/contracts/users';
import { ApprovedTierBanner } from '../../components/approved-tier-banner';
import { fetchOrganization, organizationKeys } from '../../components/organizations/organizations-api';
import { tierLabel } from '../../components/organizations/tier-labels';
import { OrganizationUsersModal } from './organization-users-modal';
import { Panel } from './panel';
import { ChangePlanButton } from './plan/change-plan-button';

function PlanFacts({ plan, users }: { plan: string; users: string }) {
  return (
    <Stack gap={4} mb="md">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        Plan
      </Text>
      <Text fz="xl" fw={700} data-testid="plan-label">
        {plan}
      </Text>
      <Text size="sm">{users}</Text>
    </Stack>
  );
}

/** Subscription of an individual or the admin: the plan, '1 User' and Manage Users (spec section 2). */
export function IndividualSubscriptionPanel({ user }: { user: UserRecord }) {
  const navigate = useNavigate();
  const isAdmin = user.roleName === 'ADMIN';
  return (
    <Panel title="Subscription">
      <PlanFacts plan={isAdmin ? 'Administrator' : tierLabel(user.tier, 'INDIVIDUAL_USER')} users="1 User" />
      <Group>
        {isAdmin ? (
          <Button variant="default" onClick={() => navigate('/admin')}>
            Manage Users
          </Button>
        ) : (
          <Tooltip label="An individual plan has one user. For more, ask us for an organization account." multiline w={260}>
            <span>
              <Button variant="default" disabled>
                Manage Users
              </Button>
            </span>
          </Tooltip>
        )}
        <ChangePlanButton user={user} />
      </Group>
      <Box mt="md">
        <ApprovedTierBanner user={user} />
      </Box>
    </Panel>
  );
}

/** Subscription of an organization, for its administrator only: the plan, its users and Manage Users. */
export function OrganizationSubscriptionPanel({ user }: { user: UserRecord }) {
  const [isManaging, setIsManaging] = useState(false);
  const organization = useQuery({
    queryKey: organizationKeys.detail(user.organizationId),
    queryFn: () => fetchOrganization(user.organizationId),
  });
  const users = organization.data
    ? `${organization.data.userCount} of ${organization.data.numUsers} Users`
    : ' ';
  return (
    <Panel title="Subscription">
      <PlanFacts plan={tierLabel(user.tier, 'ORGANIZATION')} users={users} />
      <Group>
        <Button variant="default" onClick={() => setIsManaging(true)}>
          Manage Users
        </Button>
        <ChangePlanButton user={user} />
      </Group>
      <Box mt="md">
        <ApprovedTierBanner user={user} />
      </Box>
      <OrganizationUsersModal
        opened={isManaging}
        onClose={() => setIsManaging(false)}
        organizationId={user.organizationId}
        viewerId={user.id}
      />
    </Panel>
  );
}
