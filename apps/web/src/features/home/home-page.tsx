import { Card, Container, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useAuth } from '../../lib/auth';

interface Destination {
  to: string;
  title: string;
  text: string;
  mark: string;
}

function destinationsFor(roleName: string): Destination[] {
  const common: Destination[] = [
    {
      to: '/search',
      title: 'Search the fleet',
      text: 'Find vessels by name or IMO number, and the companies and persons behind them.',
      mark: 'S',
    },
    {
      to: '/networks',
      title: 'Explore networks',
      text: 'Follow ownership, management and insurance links as a graph, one node at a time.',
      mark: 'N',
    },
    {
      to: '/resources',
      title: 'Read our resources',
      text: 'Risk alerts, reports and guides from our analysts and partners.',
      mark: 'R',
    },
  ];
  return roleName === 'ADMIN'
    ? [{ to: '/admin', title: 'Administration', text: 'Users, organizations and requests.', mark: 'A' }, ...common]
    : [
        ...common,
        {
          to: '/support',
          title: 'Ask our analysts',
          text: 'Request a risk alert, documentation, an update or a trade data analysis.',
          mark: 'Q',
        },
      ];
}

export function HomePage() {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <Container size="lg" py="xl">
      <Stack gap="xs" mb="xl">
        <Title order={1}>Welcome, {user.firstName}</Title>
        <Text c="dimmed">Who really owns the world&apos;s industrial fishing fleet? Start with a name or an IMO number.</Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        {destinationsFor(user.roleName).map((destination) => (
          <Card key={destination.to} component={Link} to={destination.to} withBorder radius="md" padding="lg">
            <Stack gap="xs">
              <ThemeIcon size="lg" color="teal" radius="xl">
                {destination.mark}
              </ThemeIcon>
              <Title order={3}>{destination.title}</Title>
              <Text size="sm" c="dimmed">
                {destination.text}
              </Text>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </Container>
  );
}
