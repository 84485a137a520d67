// Every address the client's router shows a page for (other than its catch-all 404 page), as plain patterns the
// server can import without React: the server answers these with index.html and 200, and any other page address
// with index.html and 404 (the client then shows its "not found" page). tests/app/route-paths.test.ts keeps this
// list equal to the route table in routes.tsx and admin-routes.tsx.

export const clientPaths = [
  '/',
  '/login',
  '/signup',
  '/forgot-password',
  '/faq',
  '/terms_and_conditions',
  '/privacy_policy',
  '/tution_list',
  '/tuition_list',
  '/tuition_details/:id',
  '/premium_tutor',
  '/premium_tutor_details',
  '/premium_tutor_details/:id',
  '/request_for_tutor',
  '/dashboardTutorRequest/:id',
  '/update-profile/:id',
  '/dashboard',
  '/dashboard/applications',
  '/dashboard/tuitions',
  '/dashboard/requests',
  '/dashboard/notifications',
  '/dashboard/:id',
  '/studentPostedJobs',
  '/studentPostedJobs/:id',
  '/admin/login',
  '/admin',
  '/admin/students',
  '/admin/profile',
  '/admin/tuitions',
  '/admin/create-tuition',
  '/admin/tutors',
  '/admin/applications',
  '/admin/tutor-requests',
  '/admin/payment-info',
  '/admin/testimonials',
  '/admin/affiliate',
  '/admin/student-tutor-requests',
  '/admin/activity',
  '/admin/member-reports',
  '/admin/jobs/:id',
] as const;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** One expression for the whole list: `:param` is one non-empty segment; a trailing slash is allowed. */
const clientPathPattern = new RegExp(
  `^(?:${clientPaths
    .map((path) =>
      path
        .split('/')
        .map((segment) => (segment.startsWith(':') ? '[^/]+' : escape(segment)))
        .join('/'),
    )
    .join('|')})/?$`,
);

/** Whether the client's router has a page (not its 404 page) for this path (no query string). */
export function isClientPath(pathname: string): boolean {
  return clientPathPattern.test(pathname);
}

/**
 * The public pages the server renders with their content (issue 15; src/app/entrypoint/server.tsx has what each
 * loads). Every other address gets the app's shell, rendered in the browser.
 */
export const serverRenderedPaths = [
  '/',
  '/tution_list',
  '/tuition_list',
  '/tuition_details/:id',
  '/premium_tutor',
  '/premium_tutor_details/:id',
] as const;
