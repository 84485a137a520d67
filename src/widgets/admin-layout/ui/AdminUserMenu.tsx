import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconLogout, IconUserCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ADMIN_DEFAULTS, ADMIN_PROFILE_PATH } from '../config/admin-links';

export interface AdminUserMenuProps {
  name: string | null | undefined;
  email: string | null | undefined;
  onSignOut: () => void;
}

/** The header's user menu: initial, name and e-mail; 'Your Profile' and 'Sign out'. Closes on an outside click. */
export function AdminUserMenu({ name, email, onSignOut }: AdminUserMenuProps) {
  const { t } = useTranslation('admin');
  const shownName = name?.trim() || t(ADMIN_DEFAULTS.nameKey);
  const initial = name?.trim().charAt(0).toUpperCase() || ADMIN_DEFAULTS.initial;
  return (
    <Menu position="bottom-end" width={240} shadow="md" closeOnClickOutside>
      <Menu.Target>
        <UnstyledButton aria-label={t('layout.accountMenu', { name: shownName })} px={4} py={2}>
          <Group gap="xs" wrap="nowrap">
            <Avatar color="brand" radius="xl" size="md" aria-hidden>
              {initial}
            </Avatar>
            <div style={{ minWidth: 0 }}>
              <Text size="sm" fw={600} truncate visibleFrom="sm">
                {shownName}
              </Text>
              {email && (
                <Text size="xs" c="dimmed" truncate visibleFrom="sm">
                  {email}
                </Text>
              )}
            </div>
            <IconChevronDown size={16} aria-hidden />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text size="sm" fw={600} c="dark">
            {shownName}
          </Text>
          {email && <Text size="xs">{email}</Text>}
        </Menu.Label>
        <Menu.Divider />
        <Menu.Item component={Link} to={ADMIN_PROFILE_PATH} leftSection={<IconUserCircle size={16} aria-hidden />}>
          {t('layout.yourProfile')}
        </Menu.Item>
        <Menu.Item color="red" leftSection={<IconLogout size={16} aria-hidden />} onClick={onSignOut}>
          {t('layout.signOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
