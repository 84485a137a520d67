export { MyRequestsPage } from './ui/MyRequestsPage';
export { myRequestsList, fetchMyRequestsFx, editRequestFx, withdrawRequestFx, MY_REQUESTS_LOAD_ERROR } from './model/my-requests';
// pick-tutor
export { ShortlistPanel } from './ui/ShortlistPanel';
export { fetchShortlistFx, pickTutorFx, askForMoreFx, shortlistChanged } from './model/shortlist';
