export { createDraftStorage, draftKey, type DraftStorage, type DraftStore } from './draft-storage';
