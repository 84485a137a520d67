/**
 * Issue 11, item 3: how many lines the twelve list screens take, against the count when the issue was filed.
 *
 * A screen is counted as the files that make it a list: its page component(s), its list model, and the list-only
 * parts beside them (cards, columns, filter panels and their rules). The record actions a screen opens (dialogs,
 * forms and their models) are not counted: when the issue was filed they were features of their own. Code that moves
 * out of a screen is counted with it unless two or more screens use it, or it is a generic part in `shared/`.
 *
 * Run: `npm run count:lists`.
 */
import { readFileSync } from 'node:fs';

interface Screen {
  name: string;
  /** Lines when the issue was filed (round 2, session 1). */
  before: number;
  files: string[];
}

const p = (page: string, ...files: string[]) => files.map((file) => `src/pages/${page}/${file}`);

export const SCREENS: Screen[] = [
  { name: 'admin students', before: 283, files: p('admin-students', 'ui/AdminStudentsPage.tsx', 'model/students-list.ts') },
  { name: 'admin tutors', before: 301, files: p('admin-tutors', 'ui/AdminTutorsPage.tsx', 'model/admin-tutors.ts') },
  { name: 'admin tuitions', before: 218, files: p('admin-tuitions', 'ui/AdminTuitionsPage.tsx', 'model/list.ts') },
  {
    name: 'admin tutor requests',
    before: 286,
    files: p('admin-tutor-requests', 'ui/AdminTutorRequestsPage.tsx', 'ui/HireRequestCard.tsx', 'model/hire-requests.ts'),
  },
  {
    name: "guardians' requests",
    before: 306,
    files: p('admin-student-tutor-requests', 'ui/AdminStudentTutorRequestsPage.tsx', 'model/requests.ts'),
  },
  { name: 'applications', before: 272, files: p('admin-applications', 'ui/AdminApplicationsPage.tsx', 'model/admin-applications.ts') },
  {
    name: 'payments',
    before: 375,
    files: p('admin-payment-info', 'ui/AdminPaymentInfoPage.tsx', 'model/payments.ts', 'lib/payment-view.ts'),
  },
  { name: 'testimonials', before: 139, files: p('admin-testimonials', 'ui/AdminTestimonialsPage.tsx', 'model/admin-testimonials.ts') },
  { name: 'affiliates', before: 127, files: p('admin-affiliates', 'ui/AdminAffiliatesPage.tsx', 'model/admin-affiliates.ts') },
  {
    name: 'notifications',
    before: 171,
    files: p('member-notifications', 'ui/MemberNotificationsPage.tsx', 'model/notifications-list.ts'),
  },
  {
    name: 'board',
    before: 368,
    files: p('tuition-board', 'ui/TuitionBoardPage.tsx', 'model/board-list.ts'),
  },
  {
    name: 'Find tutors',
    before: 480,
    files: p('find-tutors', 'ui/FindTutorsPage.tsx', 'model/tutors-list.ts'),
  },
];

const lines = (file: string): number => {
  try {
    return readFileSync(file, 'utf8').split('\n').filter((line, i, all) => i < all.length - 1 || line !== '').length;
  } catch {
    return 0;
  }
};

let before = 0;
let after = 0;
console.log('| Screen | Before | Now |\n| --- | --- | --- |');
for (const screen of SCREENS) {
  const now = screen.files.reduce((sum, file) => sum + lines(file), 0);
  before += screen.before;
  after += now;
  console.log(`| ${screen.name} | ${screen.before} | ${now} |`);
}
console.log(`| **Total** | **${before}** | **${after}** (${Math.round((after / before) * 100)}%; a third is ${Math.floor(before / 3)}) |`);
