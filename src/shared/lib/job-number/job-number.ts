// The short job number people read out, search for and quote in mails: "SK-10234" for the
// integer tuitions.job_number (a sequence from 10001).

const PREFIX = 'SK-';

/** A job number as shown: "SK-10234"; an empty string when the job has none. */
export function formatJobNumber(jobNumber: number | null | undefined): string {
  return typeof jobNumber === 'number' && Number.isInteger(jobNumber) && jobNumber > 0 ? `${PREFIX}${jobNumber}` : '';
}

// "SK-10234", "sk 10234", "SK10234", "#10234" or "10234"; anything else is not a job number.
const JOB_NUMBER_PATTERN = /^(?:sk)?[\s-]*#?\s*(\d{1,9})$/i;

/** The number a person typed for a job ("SK-10234", "sk-10234", "SK10234", "10234"), or null. */
export function parseJobNumber(text: string | null | undefined): number | null {
  const match = JOB_NUMBER_PATTERN.exec((text ?? '').trim());
  if (!match) return null;
  const value = Number(match[1]);
  return value > 0 && value <= 2_147_483_647 ? value : null;
}
