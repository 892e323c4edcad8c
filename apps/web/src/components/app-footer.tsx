import { Anchor, Box, Group, Modal, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link } from 'react-router';
import { SUPPORT_EMAIL } from '@fleetgraph/shared/constants';

export function AppFooter() {
  const [aboutOpen, about] = useDisclosure(false);
  return (
    <Box component="footer" bg="#0b2545" c="gray.4" py="lg" px="lg" mt="auto">
      <Group justify="space-between" wrap="wrap" gap="md">
        <Text size="sm" maw={520}>
          fleetgraph is run by a nonprofit doing data-driven analysis on global conflict and transnational security.
        </Text>
        <Group gap="lg" component="nav" aria-label="Footer">
          <Anchor href={`mailto:${SUPPORT_EMAIL}?subject=fleetgraph`} size="sm" c="gray.3">
            Contact Us
          </Anchor>
          <Anchor component="button" type="button" onClick={about.open} size="sm" c="gray.3">
            About Us
          </Anchor>
          <Anchor component={Link} to="/terms" size="sm" c="gray.3">
            Terms and Conditions
          </Anchor>
          <Anchor component={Link} to="/policy" size="sm" c="gray.3">
            Privacy Policy
          </Anchor>
          <Anchor href={`mailto:${SUPPORT_EMAIL}`} size="sm" c="gray.3">
            {SUPPORT_EMAIL}
          </Anchor>
        </Group>
      </Group>
      <Modal opened={aboutOpen} onClose={about.close} title="About Us" centered>
        <Text size="sm" mb="sm">
          fleetgraph is a transparency database for the industrial fishing industry. It connects vessels, the companies
          that own, manage, insure and operate them, and the people behind those companies, so that investigators,
          supply-chain analysts, academics and regulators can see who really owns the world&apos;s fishing fleet.
        </Text>
        <Text size="sm">
          We are a nonprofit doing data-driven analysis on global conflict and transnational security. Write to us at{' '}
          <Anchor href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</Anchor>.
        </Text>
      </Modal>
    </Box>
  );
}
