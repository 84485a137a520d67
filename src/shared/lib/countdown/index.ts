export { formatCountdown, useSecondsUntil } from './use-seconds-until';
