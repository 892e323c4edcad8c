import { Button, Group, Text } from '@mantine/core';

/**
 * 'Page X of Y' with back and next (spec section 5): next only while the next offset is below
 * the total, back only above the first page, neither while loading.
 */
export function Pagination({ page, pageSize, total, isLoading = false, onChange }: {
  page: number;
  pageSize: number;
  total: number;
  isLoading?: boolean;
  onChange: (page: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const canGoBack = !isLoading && page > 1;
  const canGoNext = !isLoading && page * pageSize < total;
  return (
    <Group justify="center" gap="md" aria-label="Pagination">
      <Button variant="default" size="xs" disabled={!canGoBack} onClick={() => onChange(page - 1)}>
        Previous
      </Button>
      <Text size="sm" aria-live="polite">
        Page {page} of {pages}
      </Text>
      <Button variant="default" size="xs" disabled={!canGoNext} onClick={() => onChange(page + 1)}>
        Next
      </Button>
    </Group>
  );
}
