export { CollectViaGuardian, type CollectViaGuardianProps } from './ui/CollectViaGuardian';
export { markCollectViaGuardian } from './api/collect-via-guardian-api';
