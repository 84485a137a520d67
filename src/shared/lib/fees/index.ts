export {
  agreedSalaryOf,
  mediaFeeOf,
  earlyEndFeeOf,
  deriveLedger,
  planLedgerAction,
  isOverdue,
  LEDGER_ERRORS,
  type LedgerEntryLike,
  type LedgerState,
  type LedgerAction,
  type PlannedEntry,
  type LedgerPlan,
} from './fees';
