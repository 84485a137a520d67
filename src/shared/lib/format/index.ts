export {
  formatDate,
  relativeTime,
  shortId,
  requestNumber,
  toTitleCase,
  formatSalary,
  formatTaka,
  formatDaysPerWeek,
  greetingFor,
  type DateInput,
} from './format';
