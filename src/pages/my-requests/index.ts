export { MyRequestsPage } from './ui/MyRequestsPage';
export { myRequestsList, fetchMyRequestsFx, editRequestFx, withdrawRequestFx, MY_REQUESTS_LOAD_ERROR } from './model/my-requests';
