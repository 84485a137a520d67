import { Avatar, NavLink, Paper, Stack, Text } from '@mantine/core';
import { IconBriefcase, IconLayoutDashboard, IconLogout, IconUserEdit } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { routes } from '@/shared/config';
import type { DashboardUser } from '../model/dashboard';

interface DashboardSidebarProps {
  userId: string;
  user: DashboardUser | null;
  onLogout: () => void;
}

/** Avatar, name, member id and the member menu (spec: "Personal dashboard", sidebar). */
export function DashboardSidebar({ userId, user, onLogout }: DashboardSidebarProps) {
  const memberId = user?.studentId ?? user?.tutorId;
  return (
    <Paper withBorder p="md" component="aside" aria-label="Member menu">
      <Stack align="center" gap={4} mb="md">
        <Avatar size={72} radius="xl" color="brand" aria-hidden />
        <Text fw={700} ta="center">
          {user ? user.name : 'Loading...'}
        </Text>
        {memberId != null && (
          <Text size="sm" c="dimmed">
            (Id: {memberId})
          </Text>
        )}
      </Stack>
      <nav aria-label="Dashboard">
        <NavLink
          component={Link}
          to={routes.dashboard(userId)}
          label="Dashboard"
          active
          leftSection={<IconLayoutDashboard size={18} aria-hidden />}
        />
        {user?.userType === 'student' && (
          <NavLink
            component={Link}
            to={routes.postedJobs(userId)}
            label="Posted Job"
            leftSection={<IconBriefcase size={18} aria-hidden />}
          />
        )}
        <NavLink
          component={Link}
          to={routes.updateProfile(userId)}
          label="Update Profile"
          leftSection={<IconUserEdit size={18} aria-hidden />}
        />
        <NavLink
          component="button"
          type="button"
          label="Logout"
          c="red"
          leftSection={<IconLogout size={18} aria-hidden />}
          onClick={onLogout}
        />
      </nav>
    </Paper>
  );
}
