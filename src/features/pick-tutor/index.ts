export { ShortlistPanel } from './ui/ShortlistPanel';
export { fetchShortlistFx, pickTutorFx, askForMoreFx, shortlistChanged } from './model/shortlist';
