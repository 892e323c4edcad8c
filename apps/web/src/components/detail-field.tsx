import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** One labelled value in a details dialog: a small dimmed uppercase label above the value. */
export function DetailField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      {children}
    </Stack>
  );
}
