import { Alert, Container, Title } from '@mantine/core';

/** Routes whose screens later issues build: the route and its guard exist, the page says so plainly. */
export function UpcomingPage({ title }: { title: string }) {
  return (
    <Container size="lg" py="xl">
      <Title order={1} mb="md">
        {title}
      </Title>
      <Alert color="blue" title="Not available yet">
        This part of fleetgraph is not built yet. It will appear here in a coming release.
      </Alert>
    </Container>
  );
}
