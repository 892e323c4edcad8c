import { Button, Card, Group, Image, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { SAMPLE_VESSELS } from '@fleetgraph/shared/fleet/sample-vessels';

/** The spec's Example Graphs gallery: three sample vessels with rich ownership networks. */
export function ExampleGraphs({ onLoad }: { onLoad: (id: string) => void }) {
  return (
    <section aria-labelledby="example-graphs-title">
      <Title order={2} size="h5" id="example-graphs-title" mb="xs">
        Example Graphs
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        {SAMPLE_VESSELS.map((vessel) => (
          <Card key={vessel.id} withBorder padding={0} radius="md" role="article" aria-label={vessel.name}>
            <Group gap="sm" wrap="nowrap" align="stretch">
              {/* 640x360 illustrations: 16:9 thumbnails keep the whole boat in view. */}
              <Image src={vessel.image} alt="" w={128} h={72} fit="cover" style={{ flexShrink: 0 }} />
              <Stack gap={6} py={8} pr="sm" justify="center" style={{ minWidth: 0, flex: 1 }}>
                <Text fw={600} size="sm" truncate>
                  {vessel.name}
                </Text>
                <Button size="compact-sm" variant="light" onClick={() => onLoad(vessel.id)} aria-label={`Load graph of ${vessel.name}`}>
                  Load graph
                </Button>
              </Stack>
            </Group>
          </Card>
        ))}
      </SimpleGrid>
    </section>
  );
}
