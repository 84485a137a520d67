import { Container, Grid } from '@mantine/core';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useSessionLoading, useSessionUser, type SessionUser } from '@/entities/session';
import { routes } from '@/shared/config';
import { PageSpinner } from '@/shared/ui/page-spinner';
import type { MemberSidebarSection } from '../config/sections';
import { MemberSidebar } from './MemberSidebar';

export interface MemberAreaProps {
  /** Who the page is for: a guardian/student, a tutor (others go to their dashboard), or any member (staff: /admin). */
  for: 'student' | 'tutor' | 'member';
  /** The sidebar entry the page belongs to. */
  active: MemberSidebarSection;
  children: (user: SessionUser) => ReactNode;
}

/** A member-area page: waits for the session, sends guests to /login and others away, and lays out the sidebar. */
export function MemberArea({ for: audience, active, children }: MemberAreaProps) {
  const user = useSessionUser();
  const loading = useSessionLoading();
  if (loading) return <PageSpinner />;
  if (!user) return <Navigate to={routes.login} replace />;
  if (audience === 'member' ? user.userType === 'admin' : user.userType !== audience) {
    return <Navigate to={audience === 'member' ? routes.admin : routes.dashboard(user.id)} replace />;
  }
  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 3 }}>
          <MemberSidebar userId={user.id} active={active} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }}>{children(user)}</Grid.Col>
      </Grid>
    </Container>
  );
}
