export { myApplicationStatus, canWithdraw, type ApplicationFacts } from './application-status';
