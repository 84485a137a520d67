import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import {
  $tuition,
  $tuitionError,
  $tuitionStatus,
  fetchTuitionFx,
  tuitionOpened,
  tuitionRetried,
  UNREACHABLE_MESSAGE,
} from '@/entities/tuition';
import { ApiError } from '@/shared/api';
import type { TuitionDetailResponse } from '@/shared/api';
import { makeTuition } from '../../stories/entities/tuition/fixtures';

const answer = (id: string, title: string | null = null): TuitionDetailResponse => ({
  id,
  title: 'Tutor Needed For Bangla Medium',
  data: makeTuition({ jobId: id, title }),
});

describe('tuition details model', () => {
  it('loads the opened job', async () => {
    const fetch = vi.fn(async (id: string) => answer(id));
    const scope = fork({ handlers: [[fetchTuitionFx, fetch]] });
    await allSettled(tuitionOpened, { scope, params: 'job-1' });
    expect(fetch).toHaveBeenCalledWith('job-1');
    expect(scope.getState($tuitionStatus)).toBe('ready');
    expect(scope.getState($tuition)?.jobId).toBe('job-1');
    // The job had no title of its own: the server's title is kept.
    expect(scope.getState($tuition)?.title).toBe('Tutor Needed For Bangla Medium');
  });

  it('keeps the job\'s own title', async () => {
    const scope = fork({ handlers: [[fetchTuitionFx, async (id: string) => answer(id, 'Physics tutor for HSC')]] });
    await allSettled(tuitionOpened, { scope, params: 'job-2' });
    expect(scope.getState($tuition)?.title).toBe('Physics tutor for HSC');
  });

  it('tells "not found" (404) apart from an outage, and retries the same job', async () => {
    const fetch = vi.fn(async (_id: string): Promise<TuitionDetailResponse> => {
      throw new ApiError('Tuition not found', 404, true);
    });
    const scope = fork({ handlers: [[fetchTuitionFx, fetch]] });
    await allSettled(tuitionOpened, { scope, params: 'gone' });
    expect(scope.getState($tuitionStatus)).toBe('notFound');

    fetch.mockImplementation(async () => {
      throw new ApiError('Failed to fetch', 0, false);
    });
    await allSettled(tuitionRetried, { scope });
    expect(fetch).toHaveBeenLastCalledWith('gone');
    expect(scope.getState($tuitionStatus)).toBe('error');
    expect(scope.getState($tuitionError)).toBe(UNREACHABLE_MESSAGE);

    fetch.mockImplementation(async (id: string) => answer(id));
    await allSettled(tuitionRetried, { scope });
    expect(scope.getState($tuitionStatus)).toBe('ready');
    expect(scope.getState($tuitionError)).toBeNull();
  });

  it('drops the answer for a job the user already left', async () => {
    const resolvers = new Map<string, (value: TuitionDetailResponse) => void>();
    const scope = fork({
      handlers: [[fetchTuitionFx, (id: string) => new Promise<TuitionDetailResponse>((r) => resolvers.set(id, r))]],
    });
    const first = allSettled(tuitionOpened, { scope, params: 'old' });
    const second = allSettled(tuitionOpened, { scope, params: 'new' });
    await vi.waitFor(() => expect(resolvers.size).toBe(2));
    resolvers.get('new')?.(answer('new'));
    resolvers.get('old')?.(answer('old'));
    await Promise.all([first, second]);
    expect(scope.getState($tuition)?.jobId).toBe('new');
  });

  it('does not show the previous job while another one loads', async () => {
    let release: (value: TuitionDetailResponse) => void = () => {};
    const scope = fork({
      values: [[$tuition, makeTuition({ jobId: 'shown' })], [$tuitionStatus, 'ready']],
      handlers: [[fetchTuitionFx, () => new Promise<TuitionDetailResponse>((r) => (release = r))]],
    });
    const opened = allSettled(tuitionOpened, { scope, params: 'next' });
    expect(scope.getState($tuition)).toBeNull();
    expect(scope.getState($tuitionStatus)).toBe('loading');
    release(answer('next'));
    await opened;
    expect(scope.getState($tuition)?.jobId).toBe('next');
  });
});
