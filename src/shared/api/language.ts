import { callApi } from './call-api';
import { languageContract } from './contract-refs';
import type { Language } from './contract';

/** The account's language (issue 16): any signed-in member. */
export const languageApi = {
  save: (language: Language) => callApi(languageContract.save, { body: { language } }),
};
