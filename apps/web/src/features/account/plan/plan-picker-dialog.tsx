import { Badge, Button, Group, List, Modal, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { PLANS, type Plan } from '@fleetgraph/shared/options/plans';
import { useTierPrices } from '../../../lib/tier-prices';

/**
 * The plan picker (spec sections 2 and 4): the current plan is shown as current and cannot be
 * picked; Next goes on with the chosen plan.
 */
export function PlanPickerDialog({
  opened,
  currentTier,
  tierLabel,
  onClose,
  onNext,
}: {
  opened: boolean;
  currentTier: string;
  tierLabel: (tier: Plan['tier']) => string;
  onClose: () => void;
  onNext: (plan: Plan) => void;
}) {
  const [chosen, setChosen] = useState<string | null>(null);
  // Spec section 9: paid prices come from the server; until they arrive the card says 'Paid monthly'.
  const { prices } = useTierPrices();
  const plan = PLANS.find((candidate) => candidate.tier === chosen) ?? null;
  const close = () => {
    setChosen(null);
    onClose();
  };

  return (
    <Modal opened={opened} onClose={close} title="Choose a plan" size="xl">
      <Radio.Group value={chosen} onChange={setChosen} aria-label="Plans">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          {PLANS.map((candidate) => {
            const isCurrent = candidate.tier === currentTier;
            return (
              <Radio.Card
                key={candidate.tier}
                value={candidate.tier}
                disabled={isCurrent}
                radius="md"
                p="md"
                aria-label={`${candidate.name} plan${isCurrent ? ' (current plan)' : ''}`}
                style={{
                  opacity: isCurrent ? 0.7 : 1,
                  cursor: isCurrent ? 'not-allowed' : 'pointer',
                  height: '100%',
                  // A card is a button, whose content centres by default: plans read from the top.
                  display: 'flex',
                  flexDirection: 'column',
                  justifyContent: 'flex-start',
                }}
              >
                <Stack gap="xs" align="flex-start">
                  <Group justify="space-between" w="100%" wrap="nowrap">
                    <Group gap="xs" wrap="nowrap">
                      <Radio.Indicator disabled={isCurrent} />
                      <Text fw={700} size="lg">
                        {candidate.name}
                      </Text>
                    </Group>
                    {isCurrent && <Badge variant="light">Current plan</Badge>}
                  </Group>
                  <Text size="xs" c="dimmed">
                    {tierLabel(candidate.tier)} ·{' '}
                    {candidate.fixedMonthlyPrice === 0
                      ? '$0 per month'
                      : candidate.tier !== 'TIER_1' && prices[candidate.tier]
                        ? `$${prices[candidate.tier]} per month`
                        : 'Paid monthly'}
                  </Text>
                  <List size="sm" spacing={4}>
                    {candidate.features.map((feature) => (
                      <List.Item key={feature}>{feature}</List.Item>
                    ))}
                  </List>
                </Stack>
              </Radio.Card>
            );
          })}
        </SimpleGrid>
      </Radio.Group>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={close}>
          Cancel
        </Button>
        <Button
          disabled={!plan}
          onClick={() => {
            if (!plan) return;
            setChosen(null);
            onNext(plan);
          }}
        >
          Next
        </Button>
      </Group>
    </Modal>
  );
}
