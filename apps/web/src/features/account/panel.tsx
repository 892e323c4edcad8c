import { Box, Paper, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A titled card of the account page; unframed inside a card that frames it already (the tabs). */
export function Panel({ title, children, framed = true }: { title: string; children: ReactNode; framed?: boolean }) {
  const heading = (
    <Title order={2} size="h4" mb="md">
      {title}
    </Title>
  );
  if (!framed) {
    return (
      <Box component="section" aria-label={title}>
        {heading}
        {children}
      </Box>
    );
  }
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-label={title} h="100%">
      {heading}
      {children}
    </Paper>
  );
}
