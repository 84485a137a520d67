import { $isAdmin } from '@/entities/session';
import { followMemberAccess } from '@/features/deactivate-member';
import { ADMIN_STUDENTS_PAGE_SIZE, adminUsersContract, type AdminStudentFilter, type AdminStudentSort } from '@/shared/api';
import { routes } from '@/shared/config';
import { createRouteList } from '@/shared/lib/paged-list';

export const studentsList = createRouteList(adminUsersContract.students, {
  path: routes.adminStudents,
  texts: { ns: 'adminRecords', prefix: 'students' },
  // The header search links here with ?search=<email>.
  filters: { filter: 'all' as AdminStudentFilter, search: '' },
  filterValues: { filter: ['all', 'today', 'active', 'inactive'] },
  size: ADMIN_STUDENTS_PAGE_SIZE,
  sort: { by: 'createdAt' as AdminStudentSort, order: 'desc' },
  sortKeys: ['id', 'name', 'createdAt'],
  enabled: $isAdmin,
  toItems: (answer) => ({ items: answer.students, total: answer.total }),
});

followMemberAccess(studentsList);
