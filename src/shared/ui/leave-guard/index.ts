export { LeaveGuard, type LeaveGuardProps } from './LeaveGuard';
