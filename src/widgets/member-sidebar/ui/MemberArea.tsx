import { Alert, Anchor, Container, Grid } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, Navigate, useParams } from 'react-router-dom';
import { useSessionLoading, useSessionUser, type SessionUser } from '@/entities/session';
import { routes } from '@/shared/config';
import { PageSpinner } from '@/shared/ui/page-spinner';
import type { MemberSidebarSection } from '../config/sections';
import { MemberSidebar } from './MemberSidebar';

/** The member area's two columns: the sidebar of `userId`'s account and the page. */
function SidebarLayout({ userId, active, children }: { userId: string; active: MemberSidebarSection; children: ReactNode }) {
  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 3 }}>
          <MemberSidebar userId={userId} active={active} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }}>{children}</Grid.Col>
      </Grid>
    </Container>
  );
}

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
    <SidebarLayout userId={user.id} active={active}>
      {children(user)}
    </SidebarLayout>
  );
}

export interface MemberAccountAreaProps {
  /** The sidebar entry the page belongs to. */
  active: MemberSidebarSection;
  /** The page's title (also when the address has no id). */
  title: string;
  /** The alert for an address without an id, and the words of its link to the member's own dashboard. */
  noId: { title: string; link: string };
  /** The page of account `id` (the signed-in member's own, or any account for staff). */
  children: (id: string, user: SessionUser) => ReactNode;
}

/**
 * A member page of one account, `/…/{id}` (the dashboard, the posted jobs): waits for the session, sends guests to
 * /login, lets in the account's owner or staff (others go to /login; the server refuses anyway), and lays out the
 * sidebar of that account.
 */
export function MemberAccountArea({ active, title, noId, children }: MemberAccountAreaProps) {
  const { id } = useParams<{ id: string }>();
  const user = useSessionUser();
  const loading = useSessionLoading();
  if (loading) return <PageSpinner />;
  if (!user) return <Navigate to={routes.login} replace />;
  if (!id) {
    return (
      <Container size="lg" py="xl">
        <title>{title}</title>
        <Alert color="red" title={noId.title} role="alert">
          <Anchor component={Link} to={routes.dashboard(user.id)}>
            {noId.link}
          </Anchor>
        </Alert>
      </Container>
    );
  }
  if (id !== user.id && user.userType !== 'admin') return <Navigate to={routes.login} replace />;
  return (
    <SidebarLayout userId={id} active={active}>
      <title>{title}</title>
      {children(id, user)}
    </SidebarLayout>
  );
}
