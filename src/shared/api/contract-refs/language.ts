// Written by `npm run contract:refs` (scripts/contract-refs.ts) from the route contract: do not edit.

import type { languageContract as LanguageContract } from '../contract/language';
import type { RouteRefs } from '../route-ref';

const load = () => import('../contract/language');

export const languageContract: RouteRefs<typeof LanguageContract> = {
  save: { method: 'PUT', path: '/api/me/language', takes: ['body'], load: () => load().then((file) => file.languageContract.save) },
};
