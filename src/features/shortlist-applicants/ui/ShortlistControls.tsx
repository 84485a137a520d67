import { Button, Checkbox } from '@mantine/core';
import { useUnit } from 'effector-react';
import { SHORTLIST_MAX } from '@/shared/api';
import { saveShortlistFx } from '../model/shortlist-applicants';

/** The tick on an applicant card: put this applicant on the guardian's shortlist. */
export function ShortlistCheckbox({
  tutorName,
  checked,
  disabled,
  onChange,
}: {
  tutorName: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <Checkbox
      size="sm"
      label="Shortlist"
      aria-label={`Shortlist ${tutorName}`}
      checked={checked}
      disabled={disabled}
      onChange={(event) => onChange(event.currentTarget.checked)}
    />
  );
}

/** Sends the ticked applicants (1–5) as the job's shortlist; the guardian sees them and is told. */
export function SendShortlistButton({ jobId, tutorIds, jobLabel }: { jobId: string; tutorIds: string[]; jobLabel: string }) {
  const [save, pending] = useUnit([saveShortlistFx, saveShortlistFx.pending]);
  const tooMany = tutorIds.length > SHORTLIST_MAX;
  return (
    <Button
      size="xs"
      variant="light"
      loading={pending}
      disabled={tutorIds.length === 0 || tooMany}
      onClick={() => void save({ jobId, tutorIds }).catch(() => undefined)}
      aria-label={`Send shortlist of ${jobLabel} (${tutorIds.length} selected)`}
      title={tooMany ? `A shortlist has at most ${SHORTLIST_MAX} tutors` : undefined}
    >
      Shortlist ({tutorIds.length}/{SHORTLIST_MAX})
    </Button>
  );
}
