import { Anchor, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { LegalSection } from './terms-content';

export function LegalDocument({ title, updated, sections }: {
  title: string;
  updated: string;
  sections: readonly LegalSection[];
}) {
  return (
    <Container size="md" py="xl">
      <Paper withBorder p="xl" radius="md">
        <Stack gap="lg">
          <div>
            <Title order={1}>{title}</Title>
            <Text c="dimmed" size="sm">
              Last updated {updated}
            </Text>
          </div>
          {sections.map((section, index) => (
            <section key={section.title} aria-labelledby={`section-${index + 1}`}>
              <Title order={3} id={`section-${index + 1}`} mb="xs">
                {index + 1}. {section.title}
              </Title>
              <Stack gap="xs">
                {section.paragraphs.map((paragraph) => (
                  <Text key={paragraph.slice(0, 40)} size="sm" lh={1.6}>
                    {paragraph}
                  </Text>
                ))}
              </Stack>
            </section>
          ))}
          <Anchor component={Link} to="/home">
            Go to Home
          </Anchor>
        </Stack>
      </Paper>
    </Container>
  );
}
