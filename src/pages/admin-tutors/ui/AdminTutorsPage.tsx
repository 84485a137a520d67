import { Badge, Button, Group, Text } from '@mantine/core';
import { useUnit } from 'effector-react';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MemberAccessButton } from '@/features/deactivate-member';
import { DeleteUserModal } from '@/features/delete-user';
import { ConfirmPremiumModal } from './ConfirmPremiumModal';
import { PremiumSwitch } from './PremiumSwitch';
import { tutorReviewOpened } from '../model/verify-tutor';
import { VerifyTutorModal } from './VerifyTutorModal';
import type { AdminTutor } from '@/shared/api';
import { formatNumber } from '@/shared/lib/format';
import { ListScreen, type PagedColumn } from '@/shared/ui/paged-list';
import { toast } from '@/shared/ui/toast';
import { tutorsList } from '../model/admin-tutors';

type Person = { id: string; name: string };

function Qualification({ tutor, t }: { tutor: AdminTutor; t: TFunction<'adminRecords'> }) {
  const degree = tutor.education.graduation?.degree?.trim();
  const institute = tutor.education.graduation?.institute?.trim();
  if (!degree && !institute) return <Text size="sm" c="dimmed">{t('notAvailable')}</Text>;
  return (
    <>
      <Text size="sm">{degree || t('notAvailable')}</Text>
      <Text size="xs" c="dimmed">
        {institute}
      </Text>
    </>
  );
}

const columns = (t: TFunction<'adminRecords'>, review: (tutor: AdminTutor) => void, remove: (tutor: Person) => void): PagedColumn<AdminTutor>[] => [
  {
    header: t('tutors.columns.details'),
    cell: (tutor) => (
      <>
        <Text fw={500}>{tutor.name}</Text>
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {tutor.email}
        </Text>
        <Text size="xs" c="dimmed">
          {tutor.phone}
        </Text>
      </>
    ),
  },
  { header: t('tutors.columns.qualifications'), cell: (tutor) => <Qualification tutor={tutor} t={t} /> },
  {
    header: t('tutors.columns.status'),
    cell: (tutor) => (
      <Badge color={tutor.isVerified ? 'green' : 'yellow'} variant="light">
        {tutor.isVerified ? t('tutors.verified') : t('tutors.pending')}
      </Badge>
    ),
  },
  { header: t('tutors.columns.premium'), cell: (tutor) => <PremiumSwitch tutorId={tutor._id} name={tutor.name} isPremium={tutor.isPremium} /> },
  {
    header: t('tutors.columns.actions'),
    cell: (tutor) => (
      <Group gap="xs" wrap="nowrap">
        <Button size="xs" variant="light" onClick={() => review(tutor)} aria-label={t('tutors.reviewLabel', { name: tutor.name })}>
          {t('actions.review')}
        </Button>
        <Button size="xs" variant="light" color="red" onClick={() => remove({ id: tutor._id, name: tutor.name })} aria-label={t('tutors.deleteLabel', { name: tutor.name })}>
          {t('actions.delete')}
        </Button>
        <MemberAccessButton member={tutor} />
      </Group>
    ),
  },
];

/** /admin/tutors: stat cards, filters, search, the paged table, verification and the premium switch. */
export function AdminTutorsPage() {
  const [answer, review, removed] = useUnit([tutorsList.$answer, tutorReviewOpened, tutorsList.itemRemoved]);
  const [deleting, setDeleting] = useState<Person | null>(null);
  const { t } = useTranslation('adminRecords');
  return (
    <ListScreen
      model={tutorsList}
      pageTitle={t('tutors.pageTitle')}
      title={t('tutors.title')}
      stats={(['total', 'verified', 'pending', 'today'] as const).map((key) => ({ label: t(`tutors.stats.${key}`), value: answer?.counts[key] ?? 0 }))}
      filter={{ name: 'filter', label: t('tutors.filterLabel'), optionLabel: (value) => t(`tutors.filters.${value}`) }}
      search={{ 'aria-label': t('tutors.searchLabel'), placeholder: t('tutors.searchPlaceholder'), type: 'text' }}
      framed
      loadingLabel={t('tutors.loading')}
      empty={({ filters }) => ({
        title: t('tutors.emptyTitle'),
        text: filters.search ? t('tutors.emptyWithSearch') : t('tutors.emptyWithoutSearch'),
        clear: t('actions.clearFilters'),
      })}
      table={{ columns: columns(t, review, setDeleting), rowKey: (tutor) => tutor._id }}
      summary={({ from, to, total }) => t('tutors.summary', { from: formatNumber(from), to: formatNumber(to), total: formatNumber(total) })}
      pager="pageOf"
      pagerLabels={{ previous: t('actions.previous'), next: t('actions.next'), pageOf: (page, pages) => t('pager.pageOf', { page, pages }) }}
      alwaysPaged
    >
      <VerifyTutorModal />
      <ConfirmPremiumModal />
      <DeleteUserModal
        user={deleting}
        title={t('tutors.deleteTitle')}
        onClose={() => setDeleting(null)}
        onDeleted={(id) => {
          removed(id);
          toast.success(t('tutors.deleted'));
        }}
        onFailed={() => toast.error(t('tutors.deleteFailed'))}
      />
    </ListScreen>
  );
}
