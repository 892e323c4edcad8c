import { Anchor, Center, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { forgetCanvas, lastViewQuery } from './canvas-memory';
import { ExampleGraphs } from './example-graphs';
import { NetworkWorkspace } from './network-workspace';
import { newNetworkView, parseNetworkView, serializeNetworkView, type NetworkView } from './network-view';

/** /networks?root=ID&expanded=...: the example graphs and the graph the URL names. */
export function NetworksPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  // Each load starts the graph afresh, even when it is the one already shown.
  const [loads, setLoads] = useState(0);
  const view = parseNetworkView(params);

  // The Networks menu link carries no graph: come back to the one last shown in this tab.
  const lastQuery = view ? null : lastViewQuery();
  if (lastQuery) return <Navigate to={`/networks?${lastQuery}`} replace />;

  const openGraph = (id: string) => {
    // Spec section 4: setting the graph id resets zoom and pan.
    forgetCanvas();
    setLoads(loads + 1);
    navigate(`/networks?${serializeNetworkView(newNetworkView(id))}`);
  };
  const showView = (next: NetworkView) => navigate(`/networks?${serializeNetworkView(next)}`, { replace: true });

  return (
    <Container size={1600} py="md">
      <Stack gap="sm">
        <Title order={1} size="h2">
          Networks
        </Title>
        <ExampleGraphs onLoad={openGraph} />
        {view ? (
          <NetworkWorkspace key={`${view.root}:${loads}`} view={view} onNavigate={showView} onOpenGraph={openGraph} />
        ) : (
          <GraphPlaceholder />
        )}
      </Stack>
    </Container>
  );
}

function GraphPlaceholder() {
  return (
    <Paper withBorder radius="md" mih={360} bg="gray.0" role="region" aria-label="Ownership graph">
      <Center mih={360} p="xl">
        <Stack align="center" gap="xs" maw={520}>
          <Text fw={600}>No graph yet</Text>
          <Text size="sm" c="dimmed" ta="center">
            Load one of the example graphs above, or open a record in{' '}
            <Anchor component={Link} to="/search" size="sm">
              Search
            </Anchor>{' '}
            and choose View Network Graph.
          </Text>
        </Stack>
      </Center>
    </Paper>
  );
}
