import { Suspense, type ReactNode } from 'react';
import { lazyPage } from './lazy-page';
import { useTranslation } from 'react-i18next';
import { Navigate, type RouteObject } from 'react-router-dom';
import { useSessionLoading, useSessionUser } from '@/entities/session';
import { routes } from '@/shared/config';
import { PageSpinner } from '@/shared/ui/page-spinner';
import { RouteErrorBoundary } from '../layout/RouteErrorBoundary';

// Admin code is never part of the public entry chunk: the layout and every admin page load on demand.
const AdminLayout = lazyPage(() => import('@/widgets/admin-layout').then((m) => ({ default: m.AdminLayout })));
const AdminLoginPage = lazyPage(() => import('@/pages/admin-login').then((m) => ({ default: m.AdminLoginPage })));
const AdminDashboardPage = lazyPage(() =>
  import('@/pages/admin-dashboard').then((m) => ({ default: m.AdminDashboardPage })),
);
const AdminStudentsPage = lazyPage(() =>
  import('@/pages/admin-students').then((m) => ({ default: m.AdminStudentsPage })),
);
const AdminTutorsPage = lazyPage(() => import('@/pages/admin-tutors').then((m) => ({ default: m.AdminTutorsPage })));
const AdminTuitionsPage = lazyPage(() => import('@/pages/admin-tuitions').then((m) => ({ default: m.AdminTuitionsPage })));
const AdminCreateTuitionPage = lazyPage(() =>
  import('@/pages/admin-create-tuition').then((m) => ({ default: m.AdminCreateTuitionPage })),
);
const AdminProfilePage = lazyPage(() => import('@/pages/admin-profile').then((m) => ({ default: m.AdminProfilePage })));
const AdminApplicationsPage = lazyPage(() =>
  import('@/pages/admin-applications').then((m) => ({ default: m.AdminApplicationsPage })),
);
const AdminTutorRequestsPage = lazyPage(() =>
  import('@/pages/admin-tutor-requests').then((m) => ({ default: m.AdminTutorRequestsPage })),
);
const AdminPaymentInfoPage = lazyPage(() =>
  import('@/pages/admin-payment-info').then((m) => ({ default: m.AdminPaymentInfoPage })),
);
const AdminTestimonialsPage = lazyPage(() =>
  import('@/pages/admin-testimonials').then((m) => ({ default: m.AdminTestimonialsPage })),
);
const AdminAffiliatesPage = lazyPage(() =>
  import('@/pages/admin-affiliates').then((m) => ({ default: m.AdminAffiliatesPage })),
);
const AdminActivityPage = lazyPage(() => import('@/pages/admin-activity').then((m) => ({ default: m.AdminActivityPage })));
const AdminMemberReportsPage = lazyPage(() =>
  import('@/pages/admin-member-reports').then((m) => ({ default: m.AdminMemberReportsPage })),
);
const AdminJobPage = lazyPage(() => import('@/pages/admin-job').then((m) => ({ default: m.AdminJobPage })));
const AdminStudentTutorRequestsPage = lazyPage(() =>
  import('@/pages/admin-student-tutor-requests').then((m) => ({ default: m.AdminStudentTutorRequestsPage })),
);

/**
 * The admin guard (spec section 2, first reading): a spinner while the session is restored;
 * anyone who is not an admin goes to /admin/login, replacing the history entry.
 */
export function AdminGuard({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  const loading = useSessionLoading();
  const user = useSessionUser();
  if (loading) return <PageSpinner label={t('checkingSession')} />;
  if (user?.userType !== 'admin') return <Navigate to={routes.adminLogin} replace />;
  return <Suspense fallback={<PageSpinner />}>{children}</Suspense>;
}

/** The admin area's routes, beside (not inside) the public layout: /admin/login and the guarded /admin tree. */
export const adminRoutes: RouteObject[] = [
  {
    path: routes.adminLogin,
    errorElement: <RouteErrorBoundary />,
    element: (
      <Suspense fallback={<PageSpinner />}>
        <AdminLoginPage />
      </Suspense>
    ),
  },
  {
    path: routes.admin,
    errorElement: <RouteErrorBoundary />,
    element: (
      <AdminGuard>
        <AdminLayout />
      </AdminGuard>
    ),
    children: [
      { index: true, element: <AdminDashboardPage /> },
      { path: 'students', element: <AdminStudentsPage /> },
      { path: 'profile', element: <AdminProfilePage /> },
      { path: 'tuitions', element: <AdminTuitionsPage /> },
      { path: 'create-tuition', element: <AdminCreateTuitionPage /> },
      { path: 'tutors', element: <AdminTutorsPage /> },
      { path: 'applications', element: <AdminApplicationsPage /> },
      { path: 'tutor-requests', element: <AdminTutorRequestsPage /> },
      { path: 'payment-info', element: <AdminPaymentInfoPage /> },
      { path: 'testimonials', element: <AdminTestimonialsPage /> },
      { path: 'affiliate', element: <AdminAffiliatesPage /> },
      { path: 'student-tutor-requests', element: <AdminStudentTutorRequestsPage /> },
      { path: 'activity', element: <AdminActivityPage /> },
      { path: 'member-reports', element: <AdminMemberReportsPage /> },
      { path: 'jobs/:id', element: <AdminJobPage /> },
    ],
  },
];
