export { PostedJobsPage } from './ui/PostedJobsPage';
export {
  $openedRequestId,
  postedJobsOpened,
  postedJobsRetried,
  postedJobsLeft,
  requestDetailsOpened,
  requestDetailsClosed,
} from './model/posted-jobs';
