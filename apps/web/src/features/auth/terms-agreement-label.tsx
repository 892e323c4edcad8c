import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';

/** The agreement checkbox's label, linking the terms and the policy (sign-up and forced change). */
export function TermsAgreementLabel() {
  return (
    <Text size="sm" span>
      I agree to the{' '}
      <Anchor component={Link} to="/terms" target="_blank">
        Terms of Service
      </Anchor>{' '}
      and the{' '}
      <Anchor component={Link} to="/policy" target="_blank">
        Privacy Policy
      </Anchor>
    </Text>
  );
}
