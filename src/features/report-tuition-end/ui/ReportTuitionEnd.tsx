import { Button } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TuitionEndBody, TuitionEndReportAnswer } from '@/shared/api';
import { useReportSending } from '@/shared/ui/report-steps-dialog';
import { sendTuitionEnd } from '../api/report-tuition-end-api';
import { dhakaToday, ReportTuitionEndDialog, type EndReporter } from './ReportTuitionEndDialog';

export interface ReportTuitionEndProps {
  jobId: string;
  jobNumber: string;
  /** When the tutor was assigned (ISO): the earliest end date. */
  assignedAt: string;
  /** The tutor (My Tuitions, the default) or the guardian (My requests): which route it calls and how it reads. */
  reporter?: EndReporter;
  send?: (jobId: string, body: TuitionEndBody) => Promise<TuitionEndReportAnswer>;
}

/** "Report tuition ended" on a My Tuitions card, "Tuition ended" on a guardian's My requests card: the dialog, and the call. */
export function ReportTuitionEnd({
  jobId,
  jobNumber,
  assignedAt,
  reporter = 'tutor',
  send = (id, body) => sendTuitionEnd(id, body, reporter),
}: ReportTuitionEndProps) {
  const { t } = useTranslation('money');
  const [opened, setOpened] = useState(false);
  const sending = useReportSending();
  return (
    <>
      <Button
        size="xs"
        variant="default"
        onClick={() => {
          sending.reopen();
          setOpened(true);
        }}
      >
        {t(reporter === 'guardian' ? 'reportEnd.guardian.button' : 'reportEnd.button')}
      </Button>
      {opened && (
        <ReportTuitionEndDialog
          opened
          jobNumber={jobNumber}
          minDate={dhakaToday(new Date(assignedAt))}
          maxDate={dhakaToday()}
          state={sending.state}
          error={sending.error}
          reporter={reporter}
          onSubmit={(body) => void sending.send(() => send(jobId, body))}
          onClose={() => setOpened(false)}
        />
      )}
    </>
  );
}
