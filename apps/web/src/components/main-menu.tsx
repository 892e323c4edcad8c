import { Box, Burger, Drawer, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { NavLink } from 'react-router';
import classes from './app-header.module.css';

export interface MenuItem {
  to: string;
  label: string;
}

/** The spec's menus: ADMIN sees admin and no analytical request link; everyone else the reverse. */
export function menuFor(roleName: string): MenuItem[] {
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

/** The menu as a row of links beside the logo, on screens wide enough for it and the quick search. */
export function MainMenuBar({ items }: { items: MenuItem[] }) {
  return (
    <Group component="nav" gap={4} aria-label="Main menu" wrap="nowrap" visibleFrom="lg">
      {items.map((item) => (
        <NavLink key={item.to} to={item.to} className={classes.link}>
          {item.label}
        </NavLink>
      ))}
    </Group>
  );
}

/**
 * Below lg the links and the quick search no longer fit in one row, so the links move behind a
 * burger. The drawer's nav keeps the bar's name, so both are the same landmark to assistive tech.
 */
export function MainMenuDrawer({ items }: { items: MenuItem[] }) {
  const [opened, { toggle, close }] = useDisclosure(false);
  return (
    <>
      <Burger
        opened={opened}
        onClick={toggle}
        hiddenFrom="lg"
        size="sm"
        color="white"
        aria-label="Open main menu"
        aria-expanded={opened}
      />
      <Drawer opened={opened} onClose={close} title="Menu" size={280} hiddenFrom="lg">
        <Box component="nav" aria-label="Main menu">
          {items.map((item) => (
            <NavLink key={item.to} to={item.to} className={classes.drawerLink} onClick={close}>
              {item.label}
            </NavLink>
          ))}
        </Box>
      </Drawer>
    </>
  );
}
