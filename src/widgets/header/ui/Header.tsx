import { Box, Burger, Button, Collapse, Container, Divider, Group, NavLink, Skeleton, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSessionCommands, useSessionLoading, useSessionUser } from '@/entities/session';
import { LanguageSwitch } from '@/features/switch-language';
import { routes } from '@/shared/config';
import { Logo } from '@/shared/ui/logo';
import { publicLinks } from '../lib/member-links';
import classes from './Header.module.css';

// A signed-in user's parts (the menu, the phone menu's links, the bell and its inbox) are their own chunk, loaded once
// someone is signed in: a guest's page, which every server-rendered page is, never carries them (issue 15, "ship less").
const UserMenu = lazy(() => import('./UserMenu').then((m) => ({ default: m.UserMenu })));
const MemberMobileLinks = lazy(() => import('./UserMenu').then((m) => ({ default: m.MemberMobileLinks })));
const MemberNotificationsBell = lazy(() =>
  import('./MemberNotificationsBell').then((m) => ({ default: m.MemberNotificationsBell })),
);

const USER_SKELETON = <Skeleton height={36} width={140} radius="md" aria-hidden />;

const MOBILE_NAV_ID = 'site-mobile-navigation';

/** The navigation bar of every page (spec section 2). */
export function Header() {
  const { t } = useTranslation('common');
  const user = useSessionUser();
  const loading = useSessionLoading();
  const { logOut } = useSessionCommands();
  const [opened, { toggle, close }] = useDisclosure(false);

  const logOutAndClose = () => {
    close();
    logOut();
  };

  return (
    <Box component="header" className={classes.header}>
      <Container size="lg" className={classes.inner}>
        <Link to={routes.home} className={classes.logoLink} aria-label={t('header.home')}>
          <Logo />
        </Link>

        <Group gap="xs" wrap="nowrap" className={classes.actions}>
          <Group component="nav" aria-label={t('header.mainNav')} gap="xs" visibleFrom="sm" wrap="nowrap">
            {publicLinks.map(({ key, to }) => (
              <Button key={to} component={Link} to={to} variant="subtle" color="dark">
                {t(`header.links.${key}`)}
              </Button>
            ))}
            {loading ? (
              USER_SKELETON
            ) : user ? (
              <Suspense fallback={USER_SKELETON}>
                <UserMenu user={user} onLogout={logOut} />
              </Suspense>
            ) : (
              <>
                <Button component={Link} to={routes.signup} variant="default">
                  {t('header.register')}
                </Button>
                <Button component={Link} to={routes.login}>
                  {t('header.login')}
                </Button>
              </>
            )}
          </Group>

          <LanguageSwitch />

          {/* One bell for every width (beside the burger on phones); members only, staff have the admin's. */}
          {user && user.userType !== 'admin' && (
            <Suspense fallback={null}>
              <MemberNotificationsBell userId={user.id} />
            </Suspense>
          )}

          <Burger
            hiddenFrom="sm"
            opened={opened}
            onClick={toggle}
            aria-label={t('header.toggleMenu')}
            aria-expanded={opened}
            aria-controls={MOBILE_NAV_ID}
          />
        </Group>
      </Container>

      <Box hiddenFrom="sm">
        <Collapse expanded={opened}>
          <nav id={MOBILE_NAV_ID} aria-label={t('header.mobileNav')} className={classes.mobilePanel}>
            <Stack gap={2}>
              {publicLinks.map(({ key, to }) => (
                <NavLink key={to} component={Link} to={to} label={t(`header.links.${key}`)} onClick={close} />
              ))}
              <LanguageSwitch fullWidth />
              <Divider my="xs" />
              {loading ? null : user ? (
                <Suspense fallback={null}>
                  <MemberMobileLinks user={user} onNavigate={close} onLogout={logOutAndClose} />
                </Suspense>
              ) : (
                <Group grow mt="xs">
                  <Button component={Link} to={routes.signup} variant="default" onClick={close}>
                    {t('header.register')}
                  </Button>
                  <Button component={Link} to={routes.login} onClick={close}>
                    {t('header.login')}
                  </Button>
                </Group>
              )}
            </Stack>
          </nav>
        </Collapse>
      </Box>
    </Box>
  );
}
