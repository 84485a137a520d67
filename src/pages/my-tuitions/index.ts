export { MyTuitionsPage } from './ui/MyTuitionsPage';
export { myTuitionsList, fetchMyTuitionsFx, MY_TUITIONS_LOAD_ERROR } from './model/my-tuitions';
