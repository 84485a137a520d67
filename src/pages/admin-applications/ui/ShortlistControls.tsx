import { Button, Checkbox } from '@mantine/core';
import { useUnit } from 'effector-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Application } from '@/entities/application';
import { SHORTLIST_MAX } from '@/shared/api';
import { formatNumber } from '@/shared/lib/format';
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
  const { t } = useTranslation('admin');
  return (
    <Checkbox
      size="sm"
      label={t('shortlist.label')}
      aria-label={t('shortlist.tickOf', { name: tutorName })}
      checked={checked}
      disabled={disabled}
      onChange={(event) => onChange(event.currentTarget.checked)}
    />
  );
}

/** Sends the ticked applicants (1–5) as the job's shortlist; the guardian sees them and is told. */
export function SendShortlistButton({ jobId, tutorIds, jobLabel }: { jobId: string; tutorIds: string[]; jobLabel: string }) {
  const { t } = useTranslation('admin');
  const [save, pending] = useUnit([saveShortlistFx, saveShortlistFx.pending]);
  const chosen = formatNumber(tutorIds.length);
  const max = formatNumber(SHORTLIST_MAX);
  const tooMany = tutorIds.length > SHORTLIST_MAX;
  return (
    <Button
      size="xs"
      variant="light"
      loading={pending}
      disabled={tutorIds.length === 0 || tooMany}
      onClick={() => void save({ jobId, tutorIds }).catch(() => undefined)}
      aria-label={t('shortlist.sendLabel', { job: jobLabel, chosen })}
      title={tooMany ? t('shortlist.tooMany', { max }) : undefined}
    >
      {t('shortlist.send', { chosen, max })}
    </Button>
  );
}

/** The shortlist ticks of a job still waiting for its tutor: they start from the server's shortlist; sending replaces it. */
export function useShortlistTicks(job: Application) {
  const [ticked, setTicked] = useState<string[]>(() => job.applicants.filter((one) => one.shortlisted).map((one) => one.tutorId));
  const tickOf = (applicant: Application['applicants'][number], tutorName: string) =>
    !job.isAssigned &&
    applicant.status === 'pending' && (
      <ShortlistCheckbox
        tutorName={tutorName}
        checked={ticked.includes(applicant.tutorId)}
        onChange={(checked) => setTicked((list) => (checked ? [...list, applicant.tutorId] : list.filter((id) => id !== applicant.tutorId)))}
      />
    );
  return { ticked, tickOf };
}
