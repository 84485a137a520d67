import { lazyPage } from './lazy-page';
import type { RouteObject } from 'react-router-dom';
import { RootLayout } from '../layout/RootLayout';
import { RouteErrorBoundary } from '../layout/RouteErrorBoundary';
import { adminRoutes } from './admin-routes';

// Each page is its own chunk, fetched the first time its route is shown.
const HomePage = lazyPage(() => import('@/pages/home').then((m) => ({ default: m.HomePage })));
const LoginPage = lazyPage(() => import('@/pages/login').then((m) => ({ default: m.LoginPage })));
const SignupPage = lazyPage(() => import('@/pages/signup').then((m) => ({ default: m.SignupPage })));
const ForgotPasswordPage = lazyPage(() =>
  import('@/pages/forgot-password').then((m) => ({ default: m.ForgotPasswordPage })),
);
const FaqPage = lazyPage(() => import('@/pages/faq').then((m) => ({ default: m.FaqPage })));
const TermsPage = lazyPage(() => import('@/pages/terms').then((m) => ({ default: m.TermsPage })));
const PrivacyPage = lazyPage(() => import('@/pages/privacy').then((m) => ({ default: m.PrivacyPage })));
const DashboardPage = lazyPage(() => import('@/pages/dashboard').then((m) => ({ default: m.DashboardPage })));
const MyApplicationsPage = lazyPage(() =>
  import('@/pages/my-applications').then((m) => ({ default: m.MyApplicationsPage })),
);
const MyTuitionsPage = lazyPage(() => import('@/pages/my-tuitions').then((m) => ({ default: m.MyTuitionsPage })));
const MyRequestsPage = lazyPage(() => import('@/pages/my-requests').then((m) => ({ default: m.MyRequestsPage })));
const MemberNotificationsPage = lazyPage(() =>
  import('@/pages/member-notifications').then((m) => ({ default: m.MemberNotificationsPage })),
);
const PostedJobsPage = lazyPage(() => import('@/pages/posted-jobs').then((m) => ({ default: m.PostedJobsPage })));
const NotFoundPage = lazyPage(() => import('@/pages/not-found').then((m) => ({ default: m.NotFoundPage })));
const TuitionBoardPage = lazyPage(() => import('@/pages/tuition-board').then((m) => ({ default: m.TuitionBoardPage })));
const TuitionDetailsPage = lazyPage(() =>
  import('@/pages/tuition-details').then((m) => ({ default: m.TuitionDetailsPage })),
);
const FindTutorsPage = lazyPage(() => import('@/pages/find-tutors').then((m) => ({ default: m.FindTutorsPage })));
const TutorDetailsPage = lazyPage(() => import('@/pages/tutor-details').then((m) => ({ default: m.TutorDetailsPage })));
const NewTutorRequestPage = lazyPage(() =>
  import('@/pages/new-tutor-request').then((m) => ({ default: m.NewTutorRequestPage })),
);
const UpdateProfilePage = lazyPage(() => import('@/pages/update-profile').then((m) => ({ default: m.UpdateProfilePage })));
const HireTutorPage = lazyPage(() => import('@/pages/hire-tutor').then((m) => ({ default: m.HireTutorPage })));

/** The route table (spec section 2). */
export const appRoutes: RouteObject[] = [
  // The admin area has its own layout and guard; its pages are separate chunks.
  ...adminRoutes,
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
          // The board is linked as /tution_list (sic) and reached as /tuition_list after a delete: both work.
          { path: 'tution_list', element: <TuitionBoardPage /> },
          { path: 'tuition_list', element: <TuitionBoardPage /> },
          { path: 'tuition_details/:id', element: <TuitionDetailsPage /> },
          { path: 'premium_tutor', element: <FindTutorsPage /> },
          { path: 'premium_tutor_details', element: <TutorDetailsPage /> },
          { path: 'premium_tutor_details/:id', element: <TutorDetailsPage /> },
          { path: 'request_for_tutor', element: <HireTutorPage /> },
          { path: 'dashboardTutorRequest/:id', element: <NewTutorRequestPage /> },
          { path: 'update-profile/:id', element: <UpdateProfilePage /> },
          { path: 'dashboard', element: <DashboardPage /> },
          // A tutor's own work (issue 12); these fixed paths win over dashboard/:id.
          { path: 'dashboard/applications', element: <MyApplicationsPage /> },
          { path: 'dashboard/tuitions', element: <MyTuitionsPage /> },
          { path: 'dashboard/requests', element: <MyRequestsPage /> },
          { path: 'dashboard/notifications', element: <MemberNotificationsPage /> },
          { path: 'dashboard/:id', element: <DashboardPage /> },
          { path: 'studentPostedJobs', element: <PostedJobsPage /> },
          { path: 'studentPostedJobs/:id', element: <PostedJobsPage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
