/** Every address of the client (spec section 2), as links are written. */
export const routes = {
  home: '/',
  tuitionBoard: '/tution_list',
  tuitionDetails: (id: string) => `/tuition_details/${encodeURIComponent(id)}`,
  findTutors: '/premium_tutor',
  tutorDetails: (id: string) => `/premium_tutor_details/${encodeURIComponent(id)}`,
  hireTutor: '/request_for_tutor',
  signup: '/signup',
  login: '/login',
  forgotPassword: '/forgot-password',
  faq: '/faq',
  terms: '/terms_and_conditions',
  privacy: '/privacy_policy',
  dashboard: (userId: string) => `/dashboard/${encodeURIComponent(userId)}`,
  updateProfile: (userId: string) => `/update-profile/${encodeURIComponent(userId)}`,
  postedJobs: (userId: string) => `/studentPostedJobs/${encodeURIComponent(userId)}`,
  newTutorRequest: (userId: string) => `/dashboardTutorRequest/${encodeURIComponent(userId)}`,
  /** A tutor's own work (issue 12): the jobs they applied to, and the tuitions they were selected for. */
  myApplications: '/dashboard/applications',
  myTuitions: '/dashboard/tuitions',
  /** A guardian's requests, each with its stage, timeline and shortlist (issue 12). */
  myRequests: '/dashboard/requests',
  /** A member's notifications and e-mail settings (issue 12). */
  memberNotifications: '/dashboard/notifications',
  admin: '/admin',
  adminLogin: '/admin/login',
  // The admin list screens (their list models open on these addresses).
  adminStudents: '/admin/students',
  adminTutors: '/admin/tutors',
  adminTuitions: '/admin/tuitions',
  adminApplications: '/admin/applications',
  adminTutorRequests: '/admin/tutor-requests',
  adminStudentTutorRequests: '/admin/student-tutor-requests',
  adminPayments: '/admin/payment-info',
  adminTestimonials: '/admin/testimonials',
  adminAffiliates: '/admin/affiliate',
  /** The owner's activity log (issue 13). */
  adminActivity: '/admin/activity',
  /** Members' reports (payments, tuition ends) and one job's page (issue 13). */
  adminMemberReports: '/admin/member-reports',
  adminJob: (id: string) => `/admin/jobs/${id}`,
} as const;
