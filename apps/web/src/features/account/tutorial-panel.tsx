import { Accordion, Text, ThemeIcon, Group } from '@mantine/core';
import { Panel } from './panel';
import { TUTORIAL_STEPS } from './tutorial-content';

/** A short guide to searching and graphs, one step open at a time. */
export function TutorialPanel() {
  return (
    <Panel title="Tutorial">
      <Accordion variant="separated" defaultValue={TUTORIAL_STEPS[0]?.title}>
        {TUTORIAL_STEPS.map((step, index) => (
          <Accordion.Item key={step.title} value={step.title}>
            <Accordion.Control>
              <Group gap="sm" wrap="nowrap">
                <ThemeIcon size="sm" radius="xl" variant="light">
                  {index + 1}
                </ThemeIcon>
                <Text size="sm" fw={500}>
                  {step.title}
                </Text>
              </Group>
            </Accordion.Control>
            <Accordion.Panel>
              <Text size="sm">{step.body}</Text>
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </Panel>
  );
}
