export {
  shortlistPickMachine,
  trialInstantOf,
  SHORTLIST_PICK_MESSAGES,
  type ShortlistLike,
  type PickTutorInput,
  type AskForMoreInput,
  type ShortlistChangeOutput,
  type ShortlistPickContext,
  type ShortlistPickInput,
  type ShortlistPickEvent,
} from './shortlist-pick.machine';
