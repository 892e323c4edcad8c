import { Avatar, Box, Group, Menu, UnstyledButton, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { NavLink, useNavigate } from 'react-router';
import { useAuth } from '../lib/auth';
import { BrandLogo } from './brand-logo';
import { QuickSearchBar } from './quick-search-bar';
import classes from './app-header.module.css';

/** The spec's menus: ADMIN sees admin and no analytical request link; everyone else the reverse. */
function menuFor(roleName: string): { to: string; label: string }[] {
  return roleName === 'ADMIN'
    ? [
        { to: '/admin', label: 'Admin' },
        { to: '/search', label: 'Search' },
        { to: '/networks', label: 'Networks' },
        { to: '/resources', label: 'Resources' },
      ]
    : [
        { to: '/search', label: 'Search' },
        { to: '/networks', label: 'Networks' },
        { to: '/support', label: 'Analytical Request' },
        { to: '/resources', label: 'Resources' },
      ];
}

export function AppHeader() {
  const { user, signOut } = useAuth();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  if (!user) return null;

  const handleSignOut = () => {
    signOut();
    queryClient.clear();
    navigate('/', { replace: true });
  };

  return (
    <Box component="header" className={classes.header}>
      <Group justify="space-between" h="100%" px="lg" wrap="nowrap">
        <Group gap="xl" wrap="nowrap">
          <BrandLogo to="/home" />
          {user.status === 'ACTIVE' && (
            <Group component="nav" gap={4} aria-label="Main menu" wrap="nowrap">
              {menuFor(user.roleName).map((item) => (
                <NavLink key={item.to} to={item.to} className={classes.link}>
                  {item.label}
                </NavLink>
              ))}
            </Group>
          )}
        </Group>
        <Group gap="lg" wrap="nowrap">
          {user.status === 'ACTIVE' && <QuickSearchBar />}
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <UnstyledButton aria-label="Account menu" className={classes.account}>
                <Group gap={8} wrap="nowrap">
                  <Avatar size={30} radius="xl" color="teal" variant="filled">
                    {(user.firstName[0] ?? '') + (user.lastName[0] ?? '')}
                  </Avatar>
                  <Text size="sm" c="white" visibleFrom="md">
                    {user.firstName}
                  </Text>
                </Group>
              </UnstyledButton>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Label>{user.email}</Menu.Label>
              {user.status === 'ACTIVE' && <Menu.Item onClick={() => navigate('/account')}>My Account</Menu.Item>}
              <Menu.Item onClick={handleSignOut}>Sign Out</Menu.Item>
            </Menu.Dropdown>
          </Menu>
        </Group>
      </Group>
    </Box>
  );
}
