import { Button } from '@mantine/core';
import { useUnit } from 'effector-react';
import { $assignmentInFlight, deassignTutorFx, selectTutorFx } from '../model/assign-tutor';

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

/** 'Select Tutor' on an applicant of a job that has no tutor yet. */
export function SelectTutorButton({ jobId, tutorId, tutorName }: AssignmentButtonProps) {
  const select = useUnit(selectTutorFx);
  const { busy, mine } = useAssignment(jobId, tutorId);
  return (
    <Button
      size="xs"
      onClick={() => {
        select({ jobId, tutorId }).catch(() => {});
      }}
      loading={mine}
      disabled={busy && !mine}
      aria-label={`Select Tutor ${tutorName}`}
    >
      Select Tutor
    </Button>
  );
}

/** 'Deassign Tutor' on the accepted applicant of an assigned job. */
export function DeassignTutorButton({ jobId, tutorId, tutorName }: AssignmentButtonProps) {
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
      aria-label={`Deassign Tutor ${tutorName}`}
    >
      Deassign Tutor
    </Button>
  );
}
