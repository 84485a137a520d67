import { Button } from '@mantine/core';
import { useUnit } from 'effector-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Application } from '@/entities/application';
import { $assignmentInFlight, deassignTutorFx } from '../model/assign-tutor';
import { SelectTutorDialog } from './SelectTutorDialog';

interface AssignmentButtonProps {
  jobId: string;
  tutorId: string;
  /** Who the button acts on, for its accessible name ('Select Tutor Farhana Akter'). */
  tutorName: string;
}

function useAssignment(jobId: string, tutorId: string) {
  const inFlight = useUnit($assignmentInFlight);
  return {
    busy: inFlight !== null,
    mine: inFlight?.jobId === jobId && inFlight.tutorId === tutorId,
  };
}

interface SelectTutorButtonProps extends AssignmentButtonProps {
  /** The job's short number (shown SK-10234 in the dialog). */
  jobNumber: number;
  /** The job's salary as posted: prefills the agreed salary. */
  jobSalary?: string | null;
}

/** 'Select Tutor' on an applicant of a job that has no tutor yet: opens the confirmation with the agreed terms. */
export function SelectTutorButton({ jobId, tutorId, tutorName, jobNumber, jobSalary }: SelectTutorButtonProps) {
  const { t } = useTranslation('admin');
  const [opened, setOpened] = useState(false);
  const { busy, mine } = useAssignment(jobId, tutorId);
  return (
    <>
      <Button
        size="xs"
        onClick={() => setOpened(true)}
        loading={mine}
        disabled={busy && !mine}
        aria-label={t('assign.selectOf', { name: tutorName })}
        aria-haspopup="dialog"
      >
        {t('assign.select')}
      </Button>
      {opened && (
        <SelectTutorDialog
          opened
          onClose={() => setOpened(false)}
          jobId={jobId}
          jobNumber={jobNumber}
          jobSalary={jobSalary}
          tutorId={tutorId}
          tutorName={tutorName}
        />
      )}
    </>
  );
}

/** 'Deassign Tutor' on the accepted applicant of an assigned job. */
export function DeassignTutorButton({ jobId, tutorId, tutorName }: AssignmentButtonProps) {
  const { t } = useTranslation('admin');
  const deassign = useUnit(deassignTutorFx);
  const { busy, mine } = useAssignment(jobId, tutorId);
  return (
    <Button
      size="xs"
      color="red"
      variant="light"
      onClick={() => {
        deassign({ jobId, tutorId }).catch(() => {});
      }}
      loading={mine}
      disabled={busy && !mine}
      aria-label={t('assign.deassignOf', { name: tutorName })}
    >
      {t('assign.deassign')}
    </Button>
  );
}

/** The assignment an applicant card offers: Select Tutor while the job has none, Deassign on its accepted tutor. */
export function AssignmentButton({ job, applicant, tutorName }: { job: Application; applicant: Application['applicants'][number]; tutorName: string }) {
  const target = { jobId: job.jobId, tutorId: applicant.tutorId, tutorName };
  if (!job.isAssigned) return <SelectTutorButton {...target} jobNumber={job.jobNumber} jobSalary={job.salary} />;
  return applicant.status === 'accepted' ? <DeassignTutorButton {...target} /> : null;
}
