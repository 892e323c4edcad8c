import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ENTITY_TYPE_LABELS } from '../../lib/display-rules';
import { searchEntities } from './network-api';

type Option = { value: string; label: string };

const SEARCH_DEBOUNCE_MS = 300;
const MIN_SEARCH_LENGTH = 2;
const GRAPH_OPTIONS_SHOWN = 50;

/**
 * Picks an entity in the graph or, by name, any record: a path's far end is often not drawn yet.
 * The server matches names loosely (transliterations, legal forms), so its answers are not
 * filtered again here.
 */
export function EntityPicker({ label, value, onChange, graphOptions }: {
  label: string;
  value: string | null;
  onChange: (id: string | null) => void;
  graphOptions: Option[];
}) {
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<Option | null>(null);
  const [wanted] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const current = graphOptions.find((option) => option.value === value) ?? (picked?.value === value ? picked : null);
  const isBrowsing = search === '' || search === current?.label;
  const records = useQuery({
    queryKey: ['entity-picker', wanted],
    queryFn: () => searchEntities(wanted),
    enabled: !isBrowsing && wanted.length >= MIN_SEARCH_LENGTH,
    staleTime: 60_000,
  });

  const text = isBrowsing ? '' : search.toLowerCase();
  const inGraph = graphOptions.filter((option) => option.label.toLowerCase().includes(text)).slice(0, GRAPH_OPTIONS_SHOWN);
  const graphIds = new Set(graphOptions.map((option) => option.value));
  const others = isBrowsing
    ? []
    : (records.data?.entities ?? [])
        .filter((record) => !graphIds.has(record.id))
        .map((record) => ({ value: record.id, label: `${record.name} (${ENTITY_TYPE_LABELS[record.type]})` }));
  // The chosen option stays in the list, or the box would forget its label.
  if (current && !inGraph.some((option) => option.value === current.value) && !others.some((o) => o.value === current.value)) {
    inGraph.unshift(current);
  }

  return (
    <Select
      size="xs"
      label={label}
      placeholder="A node, or any record by name"
      data={[
        { group: 'In this graph', items: inGraph },
        ...(others.length > 0 ? [{ group: 'Other records', items: others }] : []),
      ]}
      value={value}
      onChange={(id, option) => {
        setPicked(option ? { value: option.value, label: option.label } : null);
        onChange(id);
      }}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options }) => options}
      nothingFoundMessage={records.isFetching ? 'Searching…' : 'No match'}
      clearable
    />
  );
}
