import { sample } from 'effector';
import { memberAccessFx } from '@/features/deactivate-member';
import { fetchAdminStudentsFx } from './students';
import { $isAdmin } from '@/entities/session';
import { ADMIN_STUDENTS_PAGE_SIZE, type AdminStudentFilter, type AdminStudentSort } from '@/shared/api';
import { routes } from '@/shared/config';
import { createPagedList } from '@/shared/lib/paged-list';

export const studentsList = createPagedList({
  path: routes.adminStudents,
  texts: { ns: 'adminRecords', prefix: 'students' },
  // The header search links here with ?search=<email>.
  filters: { filter: 'all' as AdminStudentFilter, search: '' },
  filterValues: { filter: ['all', 'today', 'active', 'inactive'] },
  size: ADMIN_STUDENTS_PAGE_SIZE,
  sort: { by: 'createdAt' as AdminStudentSort, order: 'desc' },
  sortKeys: ['id', 'name', 'createdAt'],
  enabled: $isAdmin,
  load: ({ filters, sort, page, size }) =>
    fetchAdminStudentsFx({ ...filters, sort: sort?.by, order: sort?.order, page, limit: size }),
  toItems: (answer) => ({ items: answer.students, total: answer.total }),
});

// Deactivated or reactivated: the row's flag follows at once.
const accessChanged = memberAccessFx.done.map(({ params }) => ({ key: params.userId, patch: { disabled: params.deactivate } }));
sample({ clock: accessChanged, target: studentsList.itemPatched });
