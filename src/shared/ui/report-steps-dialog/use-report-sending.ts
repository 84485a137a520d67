import { useState } from 'react';
import type { ReportDialogState } from './ReportStepsDialog';

/**
 * A report dialog's sending: busy while the call is under way, then sent, or refused with the server's sentence.
 * `reopen` starts again from the form's state when the dialog opens anew.
 */
export function useReportSending() {
  const [state, setState] = useState<ReportDialogState>('idle');
  const [error, setError] = useState<string | null>(null);
  const reopen = () => setState('idle');
  const send = async (call: () => Promise<unknown>) => {
    setState('busy');
    setError(null);
    try {
      await call();
      setState('success');
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : null);
      setState('error');
    }
  };
  return { state, error, reopen, send };
}
