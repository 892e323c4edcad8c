import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useAuth } from '../lib/auth';
import classes from './app-header.module.css';

/** The avatar menu: the only way to My Account and Sign Out, so it stays in the header at every width. */
export function AccountMenu() {
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
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label="Account menu" className={classes.account}>
          <Group gap={8} wrap="nowrap">
            <Avatar size={30} radius="xl" color="teal" variant="filled">
              {(user.firstName[0] ?? '') + (user.lastName[0] ?? '')}
            </Avatar>
            <Text size="sm" c="white" maw={140} truncate className={classes.accountName}>
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
  );
}
