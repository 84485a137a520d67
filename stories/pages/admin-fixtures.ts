import type { SessionUser } from '@/entities/session';
import { fetchUserFx } from '@/entities/user';
import type { User } from '@/shared/api';

export const storyAdmin: SessionUser = { id: 'a1', name: 'Admin User', token: 'story-token', userType: 'admin' };

export const storyAdminRecord: User = {
  _id: 'a1',
  name: 'Admin User',
  email: 'admin@shikhon.test',
  phone: '01700000000',
  userType: 'admin',
  createdAt: '2025-01-15T08:30:00.000Z',
  isVerified: true,
  isAvailable: true,
};

/** The admin's record answered without a server. */
export const adminRecordHandler: [typeof fetchUserFx, () => Promise<User>] = [fetchUserFx, async () => storyAdminRecord];
