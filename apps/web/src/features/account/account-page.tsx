import { Container, Title } from '@mantine/core';

/** /account: subscription, tutorial, account info and password (built by the admin console issue). */
export function AccountPage() {
  return (
    <Container size="lg" py="xl">
      <Title order={1} size="h2">
        My Account
      </Title>
    </Container>
  );
}
