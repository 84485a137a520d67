export { ExportLedgerCsv, type ExportLedgerCsvProps } from './ui/ExportLedgerCsv';
export { fetchLedgerCsv } from './api/export-ledger';
