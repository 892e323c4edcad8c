import { Alert, Box, Center, Container, Grid, Loader, Paper, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { MESSAGES } from '@fleetgraph/shared/messages';
import { DEFAULT_FLEET_TAGS, ENTITY_TYPES, type EntityType } from '@fleetgraph/shared/fleet/relationship-types';
import type { SearchRecord } from '@fleetgraph/shared/contracts/fleet';
import { errorMessage } from '../../lib/api-client';
import { useAuth } from '../../lib/auth';
import { RecordPanel } from './record-panel';
import { ResultsTable } from './results-table';
import { searchFleet, type SearchCriteria } from './search-api';
import { canSearch, SearchFilters } from './search-filters';

function defaultCriteria(allowedTypes: readonly EntityType[]): SearchCriteria {
  return { mode: 'name', value: '', types: [...allowedTypes], tags: [...DEFAULT_FLEET_TAGS] };
}

/** ?type=name|imoid&value=... (the quick search bar's links) fills the form and runs the search. */
function criteriaFromLink(params: URLSearchParams, allowedTypes: readonly EntityType[]): SearchCriteria | null {
  const type = params.get('type');
  const value = params.get('value');
  if ((type !== 'name' && type !== 'imoid') || value === null) return null;
  return { ...defaultCriteria(allowedTypes), mode: type, value: value === '*' && type === 'name' ? '' : value };
}

export function SearchPage() {
  const { user } = useAuth();
  // Spec section 6: tier 1 searches vessels only (the server refuses the rest too).
  const allowedTypes: readonly EntityType[] =
    user?.tier === 'TIER_1' && user.roleName !== 'ADMIN' ? ['VESSEL'] : ENTITY_TYPES;
  const [params] = useSearchParams();
  const fromLink = criteriaFromLink(params, allowedTypes);
  // A new link starts the page afresh.
  return <SearchWorkspace key={params.toString()} allowedTypes={allowedTypes} fromLink={fromLink} />;
}

function SearchWorkspace({ allowedTypes, fromLink }: {
  allowedTypes: readonly EntityType[];
  fromLink: SearchCriteria | null;
}) {
  const [criteria, setCriteria] = useState<SearchCriteria>(() => fromLink ?? defaultCriteria(allowedTypes));
  const [submitted, setSubmitted] = useState<SearchCriteria | null>(() =>
    fromLink && canSearch(fromLink) ? fromLink : null,
  );
  const [panel, setPanel] = useState<{ ordered: SearchRecord[]; index: number } | null>(null);

  const results = useQuery({
    queryKey: ['search', submitted],
    queryFn: () => searchFleet(submitted!),
    enabled: submitted !== null,
    staleTime: 60_000,
  });

  return (
    <Container size={1440} py="lg">
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 3 }}>
          <Paper withBorder p="md" radius="md">
            <SearchFilters
              criteria={criteria}
              allowedTypes={allowedTypes}
              onChange={setCriteria}
              onSearch={() => setSubmitted({ ...criteria })}
              onReset={() => setCriteria(defaultCriteria(allowedTypes))}
            />
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }}>
          <Box aria-live="polite">
            {submitted === null && (
              <Alert color="blue" title="Search the fleet">
                {MESSAGES.searchPrompt}
              </Alert>
            )}
            {results.isFetching && (
              <Center py="xl">
                <Stack align="center">
                  <Loader />
                  <Text>{MESSAGES.searchLoading}</Text>
                </Stack>
              </Center>
            )}
            {results.isError && !results.isFetching && (
              <Alert color="red" title="The search failed">
                {errorMessage(results.error)}
              </Alert>
            )}
            {results.isSuccess && !results.isFetching && (
              <Stack gap="sm">
                <Text size="sm" c="dimmed">
                  {results.data.total === 0
                    ? 'No records match this search. Try fewer words, another spelling, or more fleet tags.'
                    : results.data.totalIsCapped
                      ? `${results.data.total.toLocaleString('en-US')}+ records match; the first ${results.data.entities.length.toLocaleString('en-US')} are shown. Narrow the search to see the rest.`
                      : `${results.data.total.toLocaleString('en-US')} ${results.data.total === 1 ? 'record matches' : 'records match'}.`}
                </Text>
                {results.data.entities.length > 0 && (
                  <ResultsTable records={results.data.entities} onOpen={(ordered, index) => setPanel({ ordered, index })} />
                )}
              </Stack>
            )}
          </Box>
        </Grid.Col>
      </Grid>
      <RecordPanel
        records={panel?.ordered ?? []}
        index={panel?.index ?? null}
        onIndexChange={(index) => setPanel((current) => (current ? { ...current, index } : current))}
        onClose={() => setPanel(null)}
      />
    </Container>
  );
}
