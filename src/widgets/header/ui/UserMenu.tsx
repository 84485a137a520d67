import { Avatar, Button, Menu } from '@mantine/core';
import { IconChevronDown, IconLayoutDashboard, IconLogout, IconShieldLock, IconUserEdit } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import type { SessionUser } from '@/entities/session';
import { memberLinks } from '../lib/member-links';
import classes from './Header.module.css';

export const LINK_ICONS: Record<string, typeof IconLayoutDashboard> = {
  Dashboard: IconLayoutDashboard,
  'Update Profile': IconUserEdit,
  'Admin Dashboard': IconShieldLock,
};

export function displayName(user: SessionUser): string {
  return user.name.trim() || 'My account';
}

/** The wide-screen menu headed by the user's name. */
export function UserMenu({ user, onLogout }: { user: SessionUser; onLogout: () => void }) {
  const name = displayName(user);
  return (
    <Menu position="bottom-end" width={220} shadow="md">
      <Menu.Target>
        <Button
          variant="light"
          leftSection={<Avatar name={name} color="brand" size={26} aria-hidden />}
          rightSection={<IconChevronDown size={16} aria-hidden />}
        >
          <span className={classes.userName}>{name}</span>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {memberLinks(user).map(({ label, to }) => {
          const Icon = LINK_ICONS[label] ?? IconLayoutDashboard;
          return (
            <Menu.Item key={label} component={Link} to={to} leftSection={<Icon size={16} aria-hidden />}>
              {label}
            </Menu.Item>
          );
        })}
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconLogout size={16} aria-hidden />} onClick={onLogout}>
          Logout
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
