import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The frame of the sign-in, sign-up and password pages. */
export function AuthCard({ title, subtitle, children, width = 440 }: {
  title: string;
  subtitle?: string;
  children: ReactNode;
  width?: number;
}) {
  return (
    <Paper withBorder shadow="sm" radius="md" p="xl" maw={width} mx="auto">
      <Stack gap="xs" mb="lg">
        <Title order={2}>{title}</Title>
        {subtitle && (
          <Text c="dimmed" size="sm">
            {subtitle}
          </Text>
        )}
      </Stack>
      {children}
    </Paper>
  );
}
