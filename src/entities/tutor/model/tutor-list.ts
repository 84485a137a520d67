import { createEffect } from 'effector';
import type { TutorListQuery } from '@/shared/api';
import { tutorApi } from '../api/tutor-api';

/**
 * One call of the tutor list, with any filters (`featured: 'true'` for the home page's block); Find tutors pages
 * it through its paged list.
 */
export const fetchTutorsFx = createEffect((query: TutorListQuery) => tutorApi.list(query));
