import { Box, Group } from '@mantine/core';
import { Outlet } from 'react-router';
import { DisclaimerModal } from './features/auth/disclaimer-modal';
import { AppFooter } from './components/app-footer';
import { AppHeader } from './components/app-header';
import { BrandLogo } from './components/brand-logo';

const frame = { minHeight: '100vh', display: 'flex', flexDirection: 'column' } as const;

/** Signed-in pages: header with menus, the page, the footer, and the disclaimer until accepted. */
export function SignedInLayout() {
  return (
    <Box style={frame}>
      <AppHeader />
      <Box component="main" style={{ flex: 1 }}>
        <Outlet />
      </Box>
      <AppFooter />
      <DisclaimerModal />
    </Box>
  );
}

export function PublicLayout() {
  return (
    <Box style={frame} bg="gray.0">
      <Box component="header" bg="#0b2545" h={60} px="lg">
        <Group h="100%">
          <BrandLogo />
        </Group>
      </Box>
      <Box component="main" style={{ flex: 1 }} py={48} px="md">
        <Outlet />
      </Box>
      <AppFooter />
    </Box>
  );
}
