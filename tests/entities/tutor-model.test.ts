import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import {
  $tutor,
  $tutors,
  $tutorsCount,
  $tutorsError,
  $tutorsStatus,
  $tutorStatus,
  fetchTutorFx,
  fetchTutorsFx,
  tutorRequested,
  tutorsRequested,
} from '@/entities/tutor';
import { ApiError, type TutorListQuery, type TutorListResponse } from '@/shared/api';
import { demoTutors, fullTutorDetail, makeTutor } from '../../stories/entities/tutor/tutor-fixtures';

describe('tutor search model', () => {
  it('asks the server with the given query and keeps the page of tutors and the total count', async () => {
    const list = vi.fn(async (_query: TutorListQuery): Promise<TutorListResponse> => ({ tutors: demoTutors, count: 42 }));
    const scope = fork({ handlers: [[fetchTutorsFx, list]] });
    const query: TutorListQuery = { district: 'Dhaka', area: 'Mirpur', gender: 'Female', page: 2, limit: 15 };

    const settled = allSettled(tutorsRequested, { scope, params: query });
    expect(scope.getState($tutorsStatus)).toBe('loading');
    await settled;

    expect(list).toHaveBeenCalledWith(query);
    expect(scope.getState($tutors)).toEqual(demoTutors);
    expect(scope.getState($tutorsCount)).toBe(42);
    expect(scope.getState($tutorsStatus)).toBe('ready');
    expect(scope.getState($tutorsError)).toBeNull();
  });

  it('keeps only the answer to the latest filters when an older answer arrives last', async () => {
    const slow = makeTutor(1, { name: 'Old Filters' });
    const fast = makeTutor(2, { name: 'New Filters' });
    const scope = fork({
      handlers: [
        [
          fetchTutorsFx,
          (query: TutorListQuery) =>
            query.district === 'Sylhet'
              ? new Promise<TutorListResponse>((resolve) => setTimeout(() => resolve({ tutors: [slow], count: 1 }), 30))
              : Promise.resolve({ tutors: [fast], count: 7 }),
        ],
      ],
    });

    await Promise.all([
      allSettled(tutorsRequested, { scope, params: { district: 'Sylhet', page: 1, limit: 15 } }),
      allSettled(tutorsRequested, { scope, params: { district: 'Khulna', page: 1, limit: 15 } }),
    ]);

    expect(scope.getState($tutors).map((tutor) => tutor.name)).toEqual(['New Filters']);
    expect(scope.getState($tutorsCount)).toBe(7);
    expect(scope.getState($tutorsStatus)).toBe('ready');
  });

  it('turns a failure into the error state with no tutors, and a new request clears it', async () => {
    let fail = true;
    const scope = fork({
      values: [
        [$tutors, demoTutors],
        [$tutorsCount, 15],
      ],
      handlers: [
        [
          fetchTutorsFx,
          async () => {
            if (fail) throw new ApiError('Service Unavailable', 503, false);
            return { tutors: demoTutors.slice(0, 2), count: 2 };
          },
        ],
      ],
    });

    await allSettled(tutorsRequested, { scope, params: { page: 1, limit: 15 } });
    expect(scope.getState($tutorsStatus)).toBe('error');
    expect(scope.getState($tutorsError)).toBe('Service Unavailable');
    expect(scope.getState($tutors)).toEqual([]);
    expect(scope.getState($tutorsCount)).toBe(0);

    fail = false;
    await allSettled(tutorsRequested, { scope, params: { page: 1, limit: 15 } });
    expect(scope.getState($tutorsStatus)).toBe('ready');
    expect(scope.getState($tutorsError)).toBeNull();
    expect(scope.getState($tutorsCount)).toBe(2);
  });

  it('lets another block use the list effect with the featured filter without touching the search', async () => {
    const list = vi.fn(async (query: TutorListQuery) => ({ tutors: [makeTutor(3)], count: query.featured ? 1 : 99 }));
    const scope = fork({ handlers: [[fetchTutorsFx, list]] });

    const answer = await allSettled(fetchTutorsFx, { scope, params: { featured: 'true', limit: 8 } });

    expect(answer).toEqual({ status: 'done', value: { tutors: [makeTutor(3)], count: 1 } });
    expect(scope.getState($tutorsStatus)).toBe('idle');
    expect(scope.getState($tutors)).toEqual([]);
  });
});

describe('tutor details model', () => {
  it('loads a tutor by id', async () => {
    const byId = vi.fn(async (_id: string) => ({ tutor: fullTutorDetail }));
    const scope = fork({ handlers: [[fetchTutorFx, byId]] });

    const settled = allSettled(tutorRequested, { scope, params: fullTutorDetail._id });
    expect(scope.getState($tutorStatus)).toBe('loading');
    await settled;

    expect(byId).toHaveBeenCalledWith(fullTutorDetail._id);
    expect(scope.getState($tutor)).toEqual(fullTutorDetail);
    expect(scope.getState($tutorStatus)).toBe('ready');
  });

  it('tells "not found" (404, or an id the server cannot read) from any other error', async () => {
    const failures: Record<string, ApiError> = {
      missing: new ApiError('Tutor not found', 404, true),
      garbled: new ApiError('Invalid id', 400, true),
      broken: new ApiError('Internal Server Error', 500, false),
      offline: new ApiError('fetch failed', 0, false),
    };
    const scope = fork({
      handlers: [
        [
          fetchTutorFx,
          async (id: string) => {
            throw failures[id];
          },
        ],
      ],
    });

    const statusFor = async (id: string) => {
      await allSettled(tutorRequested, { scope, params: id });
      return scope.getState($tutorStatus);
    };
    expect(await statusFor('missing')).toBe('notFound');
    expect(await statusFor('garbled')).toBe('notFound');
    expect(await statusFor('broken')).toBe('error');
    expect(await statusFor('offline')).toBe('error');
    expect(scope.getState($tutor)).toBeNull();
  });

  it('drops the answer for a tutor the visitor already left', async () => {
    const other = { ...fullTutorDetail, _id: 'second', name: 'Second Tutor' };
    const scope = fork({
      handlers: [
        [
          fetchTutorFx,
          (id: string) =>
            id === 'first'
              ? new Promise((resolve) => setTimeout(() => resolve({ tutor: { ...fullTutorDetail, _id: 'first' } }), 30))
              : Promise.resolve({ tutor: other }),
        ],
      ],
    });

    await Promise.all([
      allSettled(tutorRequested, { scope, params: 'first' }),
      allSettled(tutorRequested, { scope, params: 'second' }),
    ]);

    expect(scope.getState($tutor)?.name).toBe('Second Tutor');
    expect(scope.getState($tutorStatus)).toBe('ready');
  });
});
