// The tutor's own routes' words (my-work.ts), in a file without zod: the job page's Apply shows them from its first
// screen, and it does not load the contract's schemas up front (issue 15, "ship less").

/** The refusals and answers of the tutor's own routes, word for word on both sides. */
export const MY_WORK_MESSAGES = {
  withdrawn: 'Your application has been withdrawn.',
  applicationNotFound: 'Application not found',
  selectedCannotWithdraw: 'You have been selected for this tuition, so the application cannot be withdrawn. Please contact the Shikhon team.',
  notSelectedCannotWithdraw: 'This application was not selected; there is nothing to withdraw.',
  closedCannotWithdraw: 'This tuition is closed; there is nothing to withdraw.',
  /** Applying to a job that is no longer open (409), and the banner the board and details show instead of Apply. */
  jobAssigned: 'This tuition has been assigned',
  jobClosed: 'This tuition is closed',
  /** Applying again after withdrawing (409): a withdrawal is final for that job. */
  withdrewFromJob: 'You withdrew from this job, so you cannot apply to it again.',
} as const;
