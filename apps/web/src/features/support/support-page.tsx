import { Alert, Anchor, Container, Grid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import type { AnalyticalRequestRecord } from '@fleetgraph/shared/contracts/requests';
import { useAuth } from '../../lib/auth';
import { CreateTicketForm } from './create-ticket-form';
import { TicketDetailsDialog } from './ticket-details-dialog';
import { TicketList } from './ticket-list';

/** /support: the user's open and resolved tickets and the Create Ticket form (spec section 2). */
export function SupportPage() {
  const { user } = useAuth();
  const [openedTicket, setOpenedTicket] = useState<AnalyticalRequestRecord | null>(null);
  if (!user) return null;

  return (
    <Container size="xl" py="xl">
      <Title order={1} size="h2">
        Analytical Requests
      </Title>
      <Text c="dimmed" mb="lg">
        Ask our analysts for risk alerts, documentation, information updates or trade data analysis.
      </Text>
      {user.roleName === 'ADMIN' ? (
        // Spec section 6: an admin's ticket lists are not loaded; admins answer tickets instead.
        <Alert color="blue" title="Administrators answer tickets">
          Tickets raised by users are answered in the <Anchor component={Link} to="/admin">admin console</Anchor>, under
          User Requests.
        </Alert>
      ) : (
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Stack gap="lg">
              <TicketList kind="open" onOpen={setOpenedTicket} />
              <TicketList kind="resolved" onOpen={setOpenedTicket} />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <CreateTicketForm user={user} />
          </Grid.Col>
        </Grid>
      )}
      <TicketDetailsDialog ticket={openedTicket} onClose={() => setOpenedTicket(null)} />
    </Container>
  );
}
