export { formatJobNumber, parseJobNumber } from './job-number';
