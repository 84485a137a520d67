import { Avatar, Flex, NavLink, Paper, Stack, Text, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconBell, IconBriefcase, IconLayoutDashboard, IconListCheck, IconLogout, IconSchool, IconSend, IconShield, IconUserEdit } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSessionCommands } from '@/entities/session';
import { routes } from '@/shared/config';
import { localDigits } from '@/shared/lib/format';
import type { MemberSidebarSection } from '../config/sections';
import { useMemberRecord } from '../model/member-record';

export interface MemberSidebarProps {
  /** The member whose pages these are (the route's `{id}`). */
  userId: string;
  /** The page on screen; its entry is marked as current. */
  active?: MemberSidebarSection;
}

/**
 * The member area's sidebar (spec: "Personal dashboard", sidebar): avatar placeholder, name
 * ("Loading..." while loading), "(Id: studentId or tutorId)" and the menu by role.
 * It loads the member's record itself, so any member page can drop it in.
 */
export function MemberSidebar({ userId, active }: MemberSidebarProps) {
  const { t } = useTranslation('member');
  const { logOut } = useSessionCommands();
  const theme = useMantineTheme();
  const isWide = useMediaQuery(`(min-width: ${theme.breakpoints.md})`, true, { getInitialValueInEffect: false });
  const { userType, memberId, name } = useMemberRecord(userId);
  const current = (section: MemberSidebarSection) => (active === section ? 'page' : undefined);

  return (
    <Paper withBorder p="md" component="aside" aria-label={t('sidebar.menu')}>
      {/* A row on phones (less to scroll past), a centred column beside the page from md up. */}
      <Flex direction={isWide ? 'column' : 'row'} align="center" gap="sm" mb="md">
        <Avatar size={64} radius={64} color="brand" aria-hidden="true" />
        <Stack gap={2} align={isWide ? 'center' : 'flex-start'} miw={0}>
          <Text fw={700} ta={isWide ? 'center' : 'left'} style={{ overflowWrap: 'anywhere' }} aria-live="polite">
            {name}
          </Text>
          {memberId !== null && (
            <Text size="sm" c="dimmed">
              {t('sidebar.memberId', { id: localDigits(String(memberId)) })}
            </Text>
          )}
        </Stack>
      </Flex>
      <nav aria-label={t('sidebar.nav')}>
        <NavLink
          component={Link}
          to={routes.dashboard(userId)}
          label={t('sidebar.dashboard')}
          active={active === 'dashboard'}
          aria-current={current('dashboard')}
          leftSection={<IconLayoutDashboard size={18} aria-hidden="true" />}
        />
        {userType === 'student' && (
          <>
            <NavLink
              component={Link}
              to={routes.postedJobs(userId)}
              label={t('sidebar.postedJob')}
              active={active === 'postedJobs'}
              aria-current={current('postedJobs')}
              leftSection={<IconBriefcase size={18} aria-hidden="true" />}
            />
            <NavLink
              component={Link}
              to={routes.myRequests}
              label={t('sidebar.myRequests')}
              active={active === 'myRequests'}
              aria-current={current('myRequests')}
              leftSection={<IconListCheck size={18} aria-hidden="true" />}
            />
          </>
        )}
        {userType === 'tutor' && (
          <>
            <NavLink
              component={Link}
              to={routes.myApplications}
              label={t('sidebar.myApplications')}
              active={active === 'myApplications'}
              aria-current={current('myApplications')}
              leftSection={<IconSend size={18} aria-hidden="true" />}
            />
            <NavLink
              component={Link}
              to={routes.myTuitions}
              label={t('sidebar.myTuitions')}
              active={active === 'myTuitions'}
              aria-current={current('myTuitions')}
              leftSection={<IconSchool size={18} aria-hidden="true" />}
            />
          </>
        )}
        {(userType === 'student' || userType === 'tutor') && (
          <NavLink
            component={Link}
            to={routes.memberNotifications}
            label={t('sidebar.notifications')}
            active={active === 'notifications'}
            aria-current={current('notifications')}
            leftSection={<IconBell size={18} aria-hidden="true" />}
          />
        )}
        {userType === 'admin' ? (
          <NavLink
            component={Link}
            to={routes.admin}
            label={t('sidebar.adminDashboard')}
            leftSection={<IconShield size={18} aria-hidden="true" />}
          />
        ) : (
          <NavLink
            component={Link}
            to={routes.updateProfile(userId)}
            label={t('sidebar.updateProfile')}
            active={active === 'updateProfile'}
            aria-current={current('updateProfile')}
            leftSection={<IconUserEdit size={18} aria-hidden="true" />}
          />
        )}
        <NavLink
          component="button"
          type="button"
          label={t('sidebar.logout')}
          c="red.8"
          leftSection={<IconLogout size={18} aria-hidden="true" />}
          onClick={logOut}
        />
      </nav>
    </Paper>
  );
}
