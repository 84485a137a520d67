import { ActionIcon, AppShell, Burger, Group, Tooltip, em, useMantineTheme } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconHome } from '@tabler/icons-react';
import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router-dom';
import { useSessionCommands, useSessionUser } from '@/entities/session';
import { useUser } from '@/entities/user';
import { NotificationsBell } from './NotificationsBell';
import { AdminSearch } from './AdminSearch';
import { routes } from '@/shared/config';
import { PageSpinner } from '@/shared/ui/page-spinner';
import { SkipLink } from '@/shared/ui/skip-link';
import { useStaffLanguage } from '../model/staff-language';
import { AdminSidebar } from './AdminSidebar';
import { AdminUserMenu } from './AdminUserMenu';

export interface AdminLayoutProps {
  /** The page; the route's child (`<Outlet />`) when absent. */
  children?: ReactNode;
  /** Start with the icon-only sidebar (stories). */
  defaultCollapsed?: boolean;
}

const WIDE = 260;
const NARROW = 76;

/** The admin area's frame: a collapsible sidebar, a header with home link and user menu, and the page. */
export function AdminLayout({ children, defaultCollapsed = false }: AdminLayoutProps) {
  const { t } = useTranslation('admin');
  useStaffLanguage();
  const [collapsed, { toggle: toggleCollapsed }] = useDisclosure(defaultCollapsed);
  const [mobileOpened, { toggle: toggleMobile, close: closeMobile }] = useDisclosure(false);
  const user = useSessionUser();
  const { logOut } = useSessionCommands();
  const { user: account } = useUser(user?.id);
  const theme = useMantineTheme();
  // Below the sm breakpoint the closed sidebar slides off-screen: keep its links out of the Tab order too.
  const phone = useMediaQuery(`(max-width: ${em(parseFloat(theme.breakpoints.sm) * 16 - 0.1)})`);
  const sidebarHidden = Boolean(phone) && !mobileOpened;

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: collapsed ? NARROW : WIDE, breakpoint: 'sm', collapsed: { mobile: !mobileOpened } }}
      padding={{ base: 'sm', sm: 'lg' }}
    >
      <AppShell.Header>
        <SkipLink />
        <Group h="100%" px="sm" justify="space-between" wrap="nowrap" gap="xs">
          <Group gap="xs" wrap="nowrap" style={{ flex: 1, minWidth: 0 }}>
            <Burger
              opened={mobileOpened}
              onClick={toggleMobile}
              hiddenFrom="sm"
              size="sm"
              aria-label={mobileOpened ? t('layout.closeNavigation') : t('layout.openNavigation')}
            />
            <div role="search" style={{ flex: 1, maxWidth: 360 }}>
              <AdminSearch />
            </div>
          </Group>
          <Group gap="xs" wrap="nowrap">
            <Tooltip label={t('layout.goToMainSite')}>
              <ActionIcon component={Link} to={routes.home} variant="subtle" size="lg" aria-label={t('layout.home')}>
                <IconHome size={20} aria-hidden />
              </ActionIcon>
            </Tooltip>
            <NotificationsBell />
            <AdminUserMenu name={account?.name ?? user?.name} email={account?.email} onSignOut={logOut} />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar data-collapsed={collapsed || undefined} inert={sidebarHidden} aria-hidden={sidebarHidden || undefined}>
        <AdminSidebar collapsed={collapsed} onToggleCollapsed={toggleCollapsed} onNavigate={closeMobile} role={account?.role} />
      </AppShell.Navbar>
      <AppShell.Main id="main-content" tabIndex={-1}>
        <Suspense fallback={<PageSpinner />}>{children ?? <Outlet />}</Suspense>
      </AppShell.Main>
    </AppShell>
  );
}
