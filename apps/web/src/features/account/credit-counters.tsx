import { Alert, Paper, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { CREDIT_FIELDS } from '@fleetgraph/shared/contracts/organizations';
import { fetchCredit, organizationKeys } from '../../components/organizations/organizations-api';
import { errorMessage } from '../../lib/api-client';

/** The organization's five request credits (spec section 2, Account). */
export function CreditCounters() {
  const credit = useQuery({ queryKey: organizationKeys.credit, queryFn: fetchCredit });
  if (credit.isError) {
    return (
      <Alert color="red" title="The credits could not be loaded">
        {errorMessage(credit.error)}
      </Alert>
    );
  }
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }} spacing="md" aria-label="Request credits">
      {CREDIT_FIELDS.map((field) => (
        <Paper key={field.name} withBorder radius="md" p="md" ta="center">
          {credit.data ? (
            <Text fz={28} fw={700} lh={1.2} c="ocean.7">
              {credit.data[field.name]}
            </Text>
          ) : (
            <Skeleton h={34} w={40} mx="auto" />
          )}
          <Text size="sm" c="dimmed">
            {field.counterLabel}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
