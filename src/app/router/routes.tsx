import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import { RootLayout } from '../layout/RootLayout';
import { RouteErrorBoundary } from '../layout/RouteErrorBoundary';

// Each page is its own chunk, fetched the first time its route is shown.
const HomePage = lazy(() => import('@/pages/home').then((m) => ({ default: m.HomePage })));
const LoginPage = lazy(() => import('@/pages/login').then((m) => ({ default: m.LoginPage })));
const SignupPage = lazy(() => import('@/pages/signup').then((m) => ({ default: m.SignupPage })));
const ForgotPasswordPage = lazy(() =>
  import('@/pages/forgot-password').then((m) => ({ default: m.ForgotPasswordPage })),
);
const FaqPage = lazy(() => import('@/pages/faq').then((m) => ({ default: m.FaqPage })));
const TermsPage = lazy(() => import('@/pages/terms').then((m) => ({ default: m.TermsPage })));
const PrivacyPage = lazy(() => import('@/pages/privacy').then((m) => ({ default: m.PrivacyPage })));
const DashboardPage = lazy(() => import('@/pages/dashboard').then((m) => ({ default: m.DashboardPage })));
const NotFoundPage = lazy(() => import('@/pages/not-found').then((m) => ({ default: m.NotFoundPage })));

/** The route table (spec section 2). */
export const appRoutes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    errorElement: <RouteErrorBoundary />,
    children: [
      {
        // A failing page keeps the header and footer around its error.
        errorElement: <RouteErrorBoundary />,
        children: [
          { index: true, element: <HomePage /> },
          { path: 'login', element: <LoginPage /> },
          { path: 'signup', element: <SignupPage /> },
          { path: 'forgot-password', element: <ForgotPasswordPage /> },
          { path: 'faq', element: <FaqPage /> },
          { path: 'terms_and_conditions', element: <TermsPage /> },
          { path: 'privacy_policy', element: <PrivacyPage /> },
          { path: 'dashboard', element: <DashboardPage /> },
          { path: 'dashboard/:id', element: <DashboardPage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
