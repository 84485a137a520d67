import { screen } from '@testing-library/react';
import { fork } from 'effector';
import { describe, expect, it } from 'vitest';
import type { SessionUser } from '@/entities/session';
import { fetchUserFx } from '@/entities/user';
import { MemberArea, type MemberAreaProps } from '@/widgets/member-sidebar';
import { adminSession, studentSession, studentUser, tutorSession, tutorUser } from '../../stories/pages/member-fixtures';
import { renderWithProviders } from '../render';

function renderArea(audience: MemberAreaProps['for'], session: SessionUser | null) {
  const scope = fork({ handlers: [[fetchUserFx, async () => (session?.userType === 'tutor' ? tutorUser : studentUser)]] });
  return renderWithProviders(
    <MemberArea for={audience} active="notifications">
      {(user) => <p>Page of {user.name}</p>}
    </MemberArea>,
    {
      session,
      scope,
      route: '/dashboard/area',
      routes: [
        { path: '/login', element: <p>Login page</p> },
        { path: '/admin', element: <p>Admin home</p> },
        { path: '/dashboard/:id', element: <p>Own dashboard</p> },
      ],
      path: '/dashboard/area',
    },
  );
}

describe('MemberArea', () => {
  it('shows the page with the sidebar to the member it is for', async () => {
    renderArea('tutor', tutorSession);
    expect(await screen.findByText(`Page of ${tutorSession.name}`)).toBeInTheDocument();
    expect(screen.getByRole('navigation')).toBeInTheDocument();
  });

  it('sends a guest to the login page', async () => {
    renderArea('member', null);
    expect(await screen.findByText('Login page')).toBeInTheDocument();
  });

  it('sends a member of the other type to their own dashboard', async () => {
    renderArea('student', tutorSession);
    expect(await screen.findByText('Own dashboard')).toBeInTheDocument();
  });

  it('sends staff from a page for any member to the admin area', async () => {
    renderArea('member', adminSession);
    expect(await screen.findByText('Admin home')).toBeInTheDocument();
  });

  it('lets either kind of member into a page for any member', async () => {
    renderArea('member', studentSession);
    expect(await screen.findByText(`Page of ${studentSession.name}`)).toBeInTheDocument();
  });
});
