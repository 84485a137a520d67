import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { Footer } from '@/widgets/footer';
import { Header } from '@/widgets/header';
import { PageSpinner } from '@/shared/ui/page-spinner';
import { SkipLink } from '@/shared/ui/skip-link';
import classes from './RootLayout.module.css';

/** Header, the current page (its chunk loads behind a spinner) and footer. */
export function RootLayout() {
  return (
    <div className={classes.shell}>
      <SkipLink />
      <Header />
      <main id="main-content" tabIndex={-1} className={classes.main}>
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <ScrollRestoration />
    </div>
  );
}
