import { Avatar, Button, Menu, NavLink, Text } from '@mantine/core';
import { IconChevronDown, IconLayoutDashboard, IconLogout, IconShieldLock, IconUserEdit } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { SessionUser } from '@/entities/session';
import { memberLinks, type MemberLinkKey } from '../lib/member-links';
import classes from './Header.module.css';

const LINK_ICONS: Partial<Record<MemberLinkKey, typeof IconLayoutDashboard>> = {
  dashboard: IconLayoutDashboard,
  updateProfile: IconUserEdit,
  adminDashboard: IconShieldLock,
};

/** The user's name, else "My account" (`fallback`, in the language on screen). */
function displayName(user: SessionUser, fallback: string): string {
  return user.name.trim() || fallback;
}

/** The wide-screen menu headed by the user's name. */
export function UserMenu({ user, onLogout }: { user: SessionUser; onLogout: () => void }) {
  const { t } = useTranslation('common');
  const name = displayName(user, t('header.myAccount'));
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
        {memberLinks(user).map(({ key, to }) => {
          const Icon = LINK_ICONS[key] ?? IconLayoutDashboard;
          return (
            <Menu.Item key={key} component={Link} to={to} leftSection={<Icon size={16} aria-hidden />}>
              {t(`header.links.${key}`)}
            </Menu.Item>
          );
        })}
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconLogout size={16} aria-hidden />} onClick={onLogout}>
          {t('header.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

/** The phone menu's part for a signed-in user: their name, their links and Logout. */
export function MemberMobileLinks({
  user,
  onNavigate,
  onLogout,
}: {
  user: SessionUser;
  onNavigate: () => void;
  onLogout: () => void;
}) {
  const { t } = useTranslation('common');
  return (
    <>
      <Text fw={700} px="sm" py={4} truncate>
        {displayName(user, t('header.myAccount'))}
      </Text>
      {memberLinks(user).map(({ key, to }) => {
        const Icon = LINK_ICONS[key];
        return (
          <NavLink
            key={to}
            component={Link}
            to={to}
            label={t(`header.links.${key}`)}
            leftSection={Icon ? <Icon size={16} aria-hidden /> : null}
            onClick={onNavigate}
          />
        );
      })}
      <NavLink
        component="button"
        type="button"
        label={t('header.logout')}
        c="red"
        leftSection={<IconLogout size={16} aria-hidden />}
        onClick={onLogout}
      />
    </>
  );
}
