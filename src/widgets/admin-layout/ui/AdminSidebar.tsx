import { ActionIcon, Avatar, Box, Group, NavLink, ScrollArea, Stack, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { LanguageSwitch } from '@/features/switch-language';
import { Logo } from '@/shared/ui/logo';
import type { StaffRole } from '@/shared/config';
import { ADMIN_DEFAULTS, ADMIN_PROFILE_PATH, adminLinksFor } from '../config/admin-links';

export interface AdminSidebarProps {
  /** Icon-only when true. */
  collapsed: boolean;
  onToggleCollapsed: () => void;
  /** Called after a link is followed (closes the drawer on phones). */
  onNavigate: () => void;
  /** The signed-in staff member's role: only the pages it may open are listed (undefined: not known yet, all). */
  role?: StaffRole | null;
}

/** The admin sidebar: the spec's links the staff member's role may open, highlighted only on an exact path match, and the profile entry. */
export function AdminSidebar({ collapsed, onToggleCollapsed, onNavigate, role }: AdminSidebarProps) {
  const { t } = useTranslation(['admin', 'money']);
  const { pathname } = useLocation();
  const toggleLabel = collapsed ? t('layout.expandSidebar') : t('layout.collapseSidebar');
  const defaultName = t(ADMIN_DEFAULTS.nameKey);
  // "/admin/" and "/admin" are the same page to the router; compare without a trailing slash.
  const current = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const isActive = (to: string) => current === to;

  return (
    <Stack h="100%" gap={0}>
      <Group justify={collapsed ? 'center' : 'space-between'} p="sm" wrap="nowrap">
        {!collapsed && <Logo />}
        <Tooltip label={toggleLabel} position="right">
          <ActionIcon
            variant="subtle"
            size="lg"
            onClick={onToggleCollapsed}
            aria-label={toggleLabel}
            aria-expanded={!collapsed}
            visibleFrom="sm"
          >
            {collapsed ? <IconLayoutSidebarLeftExpand size={20} /> : <IconLayoutSidebarLeftCollapse size={20} />}
          </ActionIcon>
        </Tooltip>
      </Group>
      <ScrollArea component="nav" aria-label={t('layout.sidebarNav')} style={{ flex: 1 }} px="xs">
        {adminLinksFor(role).map(({ label: english, labelKey, to, icon: Icon }) => {
          const label = labelKey ? t(labelKey, { defaultValue: english }) : english;
          const active = isActive(to);
          const link = (
            <NavLink
              key={to}
              component={Link}
              to={to}
              onClick={onNavigate}
              active={active}
              aria-current={active ? 'page' : undefined}
              aria-label={collapsed ? label : undefined}
              label={collapsed ? undefined : label}
              leftSection={<Icon size={20} stroke={1.6} aria-hidden />}
              styles={collapsed ? { section: { marginInlineEnd: 0 }, root: { justifyContent: 'center' } } : undefined}
              style={{ borderRadius: 'var(--mantine-radius-md)' }}
            />
          );
          return collapsed ? (
            <Tooltip key={to} label={label} position="right">
              {link}
            </Tooltip>
          ) : (
            link
          );
        })}
      </ScrollArea>
      {!collapsed && (
        <Box px="xs" pb="xs">
          <LanguageSwitch fullWidth />
        </Box>
      )}
      <Box p="xs" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
        <UnstyledButton
          component={Link}
          to={ADMIN_PROFILE_PATH}
          onClick={onNavigate}
          aria-current={isActive(ADMIN_PROFILE_PATH) ? 'page' : undefined}
          aria-label={collapsed ? t('layout.viewProfileOf', { name: defaultName }) : undefined}
          p="xs"
          w="100%"
          style={{
            borderRadius: 'var(--mantine-radius-md)',
            background: isActive(ADMIN_PROFILE_PATH) ? 'var(--mantine-primary-color-light)' : undefined,
          }}
        >
          <Group gap="sm" wrap="nowrap" justify={collapsed ? 'center' : 'flex-start'}>
            <Avatar color="brand" radius="xl" size="sm" aria-hidden>
              {ADMIN_DEFAULTS.initial}
            </Avatar>
            {!collapsed && (
              <div>
                <Text size="sm" fw={600}>
                  {defaultName}
                </Text>
                <Text size="xs" c="dimmed">
                  {t('layout.viewProfile')}
                </Text>
              </div>
            )}
          </Group>
        </UnstyledButton>
      </Box>
    </Stack>
  );
}
