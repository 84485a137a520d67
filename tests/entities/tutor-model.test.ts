import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import {
  $tutor,
  $tutorStatus,
  fetchTutorFx,
  fetchTutorsFx,
  tutorRequested,
} from '@/entities/tutor';
import { ApiError, type TutorListQuery } from '@/shared/api';
import { fullTutorDetail, makeTutor } from '../../stories/entities/tutor/tutor-fixtures';

describe('tutor list effect', () => {
  it('answers another block (the home page, featured) with the list call as asked', async () => {
    const list = vi.fn(async (query: TutorListQuery) => ({ tutors: [makeTutor(3)], count: query.featured ? 1 : 99 }));
    const scope = fork({ handlers: [[fetchTutorsFx, list]] });

    const answer = await allSettled(fetchTutorsFx, { scope, params: { featured: 'true', limit: 8 } });

    expect(answer).toEqual({ status: 'done', value: { tutors: [makeTutor(3)], count: 1 } });
    expect(list).toHaveBeenCalledWith({ featured: 'true', limit: 8 });
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
