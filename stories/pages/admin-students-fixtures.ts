import type { AdminStudent, AdminStudentsQuery, AdminStudentsResponse } from '@/shared/api';

const AREAS = ['Uttara', 'Mirpur', 'Dhanmondi', 'Gulshan', null] as const;
const NAMES = ['Ayaan Rahman', 'Nusrat Jahan', 'Tanvir Hasan', 'Farzana Akter', 'Rafiq Islam', 'Sadia Chowdhury'];

export const FIXTURE_NOW = new Date('2026-11-22T06:00:00Z');

/** `count` students, newest first, the first `today` of them registered "today" (FIXTURE_NOW's day). */
export function makeStudents(count: number, today = 2, now = FIXTURE_NOW): AdminStudent[] {
  return Array.from({ length: count }, (_, i) => {
    const n = count - i;
    return {
      _id: `s-${n}`,
      studentId: 1000 + n,
      name: `${NAMES[n % NAMES.length]} ${n}`,
      email: `student${n}@example.com`,
      phone: `01711${String(n).padStart(6, '0')}`,
      area: AREAS[n % AREAS.length] ?? null,
      class: n % 3 === 0 ? null : `Class ${(n % 10) + 1}`,
      medium: n % 2 === 0 ? 'Bangla Medium' : 'English Medium',
      institution: n % 4 === 0 ? null : 'Uttara High School',
      address: n % 5 === 0 ? null : `House ${n}, Road 7`,
      status: n % 4 === 0 ? 'inactive' : 'active',
      createdAt: new Date(now.getTime() - (i < today ? i * 3_600_000 : (i + 1) * 86_400_000)).toISOString(),
    } satisfies AdminStudent;
  });
}

/** Answers like the server would, from an in-memory list (for stories and page tests). */
export function answerFrom(all: AdminStudent[], now = FIXTURE_NOW) {
  const day = now.toISOString().slice(0, 10);
  return (query: AdminStudentsQuery): AdminStudentsResponse => {
    const todayIds = new Set(all.filter((s) => s.createdAt.slice(0, 10) === day).map((s) => s._id));
    const { filter = 'all', search = '', sort = 'createdAt', order = 'desc', page = 1, limit = 10 } = query;
    const needle = search.trim().toLowerCase();
    const rows = all
      .filter((s) => filter === 'all' || (filter === 'today' ? todayIds.has(s._id) : s.status === filter))
      .filter((s) => !needle || [s.name, s.email, s.phone].some((v) => v.toLowerCase().includes(needle)))
      .sort((a, b) => {
        const key = (s: AdminStudent) => (sort === 'id' ? (s.studentId ?? 0) : sort === 'name' ? s.name.toLowerCase() : s.createdAt);
        const cmp = key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0;
        return order === 'asc' ? cmp : -cmp;
      });
    const active = all.filter((s) => s.status === 'active').length;
    return {
      students: rows.slice((page - 1) * limit, page * limit),
      total: rows.length,
      counts: { total: all.length, today: todayIds.size, active, inactive: all.length - active },
    };
  };
}
