/** The member menu entry of the page on screen (the sidebar marks it as the current page). */
export type MemberSidebarSection = 'dashboard' | 'postedJobs' | 'updateProfile' | 'newTutorRequest' | 'myApplications' | 'myTuitions' | 'myRequests' | 'notifications';
