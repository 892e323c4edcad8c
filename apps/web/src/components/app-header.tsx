import { Box, Group } from '@mantine/core';
import { useAuth } from '../lib/auth';
import { AccountMenu } from './account-menu';
import { BrandLogo } from './brand-logo';
import { MainMenuBar, MainMenuDrawer, menuFor } from './main-menu';
import { QuickSearchBar } from './quick-search-bar';
import classes from './app-header.module.css';

export function AppHeader() {
  const { user } = useAuth();
  if (!user) return null;
  const active = user.status === 'ACTIVE';
  const items = menuFor(user.roleName);

  return (
    <Box component="header" className={classes.header}>
      <div className={classes.bar}>
        <Group gap="xl" wrap="nowrap" className={classes.start}>
          <Group gap="sm" wrap="nowrap">
            {active && <MainMenuDrawer items={items} />}
            <BrandLogo to="/home" />
          </Group>
          {active && <MainMenuBar items={items} />}
        </Group>
        {active && (
          <div className={classes.search}>
            <QuickSearchBar />
          </div>
        )}
        <div className={classes.end}>
          <AccountMenu />
        </div>
      </div>
    </Box>
  );
}
