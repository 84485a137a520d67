export { CollectViaGuardian, type CollectViaGuardianProps } from './ui/CollectViaGuardian';
export { CollectViaGuardianCell } from './ui/CollectViaGuardianCell';
export { markCollectViaGuardian } from './api/collect-via-guardian-api';
