import type { ActivityEntry, ActivityListResponse, StaffMember } from '@/shared/api';

export const storyStaff: StaffMember[] = [
  { _id: '00000000-0000-4000-8000-000000000001', name: 'Admin User', email: 'admin@shikhon.test', role: 'owner', disabled: false, createdAt: '2025-01-15T08:30:00.000Z' },
  { _id: '00000000-0000-4000-8000-000000000002', name: 'Farida Finance', email: 'finance@shikhon.test', role: 'finance', disabled: false, createdAt: '2026-05-01T08:30:00.000Z' },
];

export const storyActivity: ActivityEntry[] = [
  {
    _id: 'act-3',
    actorId: storyStaff[1]._id,
    actorEmail: 'finance@shikhon.test',
    action: 'payment.paid',
    recordType: 'payment',
    recordId: 'pay-42',
    changes: { balance: { before: 3000, after: 0 }, status: { before: 'Partially paid', after: 'Paid' } },
    reason: null,
    ip: '203.0.113.7',
    createdAt: '2026-05-20T10:15:00.000Z',
  },
  {
    _id: 'act-2',
    actorId: storyStaff[1]._id,
    actorEmail: 'finance@shikhon.test',
    action: 'payment.paid',
    recordType: 'payment',
    recordId: 'pay-42',
    changes: { balance: { before: 6000, after: 3000 }, status: { before: 'Due', after: 'Partially paid' } },
    reason: null,
    ip: '203.0.113.7',
    createdAt: '2026-05-20T10:05:00.000Z',
  },
  {
    _id: 'act-1',
    actorId: storyStaff[0]._id,
    actorEmail: 'admin@shikhon.test',
    action: 'staff.create',
    recordType: 'staff',
    recordId: storyStaff[1]._id,
    changes: { role: { before: null, after: 'finance' } },
    reason: 'New finance hire',
    ip: '203.0.113.1',
    createdAt: '2026-05-01T08:30:00.000Z',
  },
];

export const activityAnswer = (data: ActivityEntry[] = storyActivity): ActivityListResponse => ({ data, total: data.length, page: 1, limit: 50 });
