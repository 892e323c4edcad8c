import { Group, Text } from '@mantine/core';
import { Link } from 'react-router';

export function BrandLogo({ to = '/' }: { to?: string }) {
  return (
    <Link to={to} style={{ textDecoration: 'none' }} aria-label="fleetgraph home">
      <Group gap={8} wrap="nowrap">
        <img src="/favicon.svg" alt="" width={28} height={28} />
        <Text fw={800} fz="lg" c="white" style={{ letterSpacing: 0.3 }}>
          fleetgraph
        </Text>
      </Group>
    </Link>
  );
}
