import { Alert, Button, Checkbox, Divider, Radio, Stack, Text, TextInput, Title } from '@mantine/core';
import { IMO_FORMAT_MESSAGE } from '@fleetgraph/shared/contracts/fleet';
import { hasValidImoCheckDigit, parseImoNumber } from '@fleetgraph/shared/fleet/imo-number';
import { ENTITY_TYPES, FLEET_TAGS, type EntityType, type FleetTag } from '@fleetgraph/shared/fleet/relationship-types';
import type { SearchCriteria } from './search-api';
import { isAllSelected, toggleAll, toggleOption } from './filter-selection';

export const FILTER_LABELS: Record<EntityType, string> = { VESSEL: 'Vessel', COMPANY: 'Organization', PERSON: 'Individual' };

/** The IMO box's error: shown once 7 or more characters are typed and they are not seven digits. */
export function imoError(value: string): string | null {
  return value.trim().length >= 7 && !parseImoNumber(value) ? IMO_FORMAT_MESSAGE : null;
}

export function canSearch(criteria: SearchCriteria): boolean {
  if (criteria.types.length === 0 || criteria.tags.length === 0) return false;
  return criteria.mode === 'name' || parseImoNumber(criteria.value) !== null;
}

interface Props {
  criteria: SearchCriteria;
  allowedTypes: readonly EntityType[];
  onChange: (criteria: SearchCriteria) => void;
  onSearch: () => void;
  onReset: () => void;
}

function CheckboxGroup<T extends string>({ title, options, selected, enabled, label, onChange }: {
  title: string;
  options: readonly T[];
  selected: T[];
  enabled: (option: T) => boolean;
  label: (option: T) => string;
  onChange: (selected: T[]) => void;
}) {
  const usable = options.filter(enabled);
  return (
    <Stack gap={6} role="group" aria-label={title}>
      <Text fw={600} size="sm">
        {title}
      </Text>
      <Checkbox
        label="All"
        checked={isAllSelected(selected, usable)}
        onChange={(event) => onChange(toggleAll(usable, event.currentTarget.checked))}
      />
      {options.map((option) => (
        <Checkbox
          key={option}
          label={label(option)}
          disabled={!enabled(option)}
          checked={selected.includes(option)}
          onChange={(event) => onChange(toggleOption(selected, option, event.currentTarget.checked))}
        />
      ))}
    </Stack>
  );
}

export function SearchFilters({ criteria, allowedTypes, onChange, onSearch, onReset }: Props) {
  const imo = criteria.mode === 'imoid' ? criteria.value : '';
  const error = criteria.mode === 'imoid' ? imoError(imo) : null;
  const parsedImo = parseImoNumber(imo);
  const checkDigitWarning = parsedImo && !hasValidImoCheckDigit(parsedImo);

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (canSearch(criteria)) onSearch();
      }}
      aria-label="Search filters"
    >
      <Stack gap="md">
        <Title order={3}>Search</Title>
        <Radio.Group
          label="Search by"
          value={criteria.mode}
          onChange={(mode) => onChange({ ...criteria, mode: mode as SearchCriteria['mode'], value: '' })}
        >
          <Stack gap={6} mt={6}>
            <Radio value="name" label="Name" />
            <Radio value="imoid" label="IMO Number" />
          </Stack>
        </Radio.Group>
        <TextInput
          label={criteria.mode === 'name' ? 'Name' : 'IMO Number'}
          placeholder={criteria.mode === 'name' ? 'Vessel, organization or individual' : '7 digits, e.g. 9253325'}
          value={criteria.value}
          onChange={(event) => onChange({ ...criteria, value: event.currentTarget.value })}
          error={error}
          inputMode={criteria.mode === 'imoid' ? 'numeric' : 'text'}
        />
        {checkDigitWarning && (
          <Alert color="yellow" p="xs">
            <Text size="xs">This IMO number fails its check digit. Registries contain typing errors, so we search it anyway.</Text>
          </Alert>
        )}
        <Divider />
        <CheckboxGroup
          title="Entity type"
          options={ENTITY_TYPES}
          selected={criteria.types}
          enabled={(type) => allowedTypes.includes(type)}
          label={(type) => FILTER_LABELS[type]}
          onChange={(types) => onChange({ ...criteria, types })}
        />
        {allowedTypes.length < ENTITY_TYPES.length && (
          <Text size="xs" c="dimmed">
            Your tier searches vessels only.
          </Text>
        )}
        <Divider />
        <CheckboxGroup<FleetTag>
          title="Fleet"
          options={FLEET_TAGS}
          selected={criteria.tags}
          enabled={() => true}
          label={(tag) => tag}
          onChange={(tags) => onChange({ ...criteria, tags })}
        />
        <Button variant="subtle" onClick={onReset}>
          Reset All
        </Button>
        <Button type="submit" disabled={!canSearch(criteria)}>
          Search
        </Button>
      </Stack>
    </form>
  );
}
