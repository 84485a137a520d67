export { RecordHistory, RecordHistoryModal, type RecordHistoryProps, type RecordHistoryModalProps } from './ui/RecordHistory';
export { fetchRecordHistory } from './api/record-history';
