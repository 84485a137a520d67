import { Anchor, Badge, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { IconPhone, IconSchool } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MemberArea } from '@/widgets/member-sidebar';
import { MemberJobCard } from '@/entities/tuition';
import { ReportPayment } from './ReportPayment';
import { ReportTuitionEnd } from '@/features/report-tuition-end';
import type { MyTuition } from '@/shared/api';
import { routes } from '@/shared/config';
import { formatDate, formatMoney, localDigits } from '@/shared/lib/format';
import { formatJobNumber } from '@/shared/lib/job-number';
import { PagedList } from '@/shared/ui/paged-list';
import { EmptyState } from '@/shared/ui/empty-state';
import { myTuitionsList } from '../model/my-tuitions';
import { FeeCard } from './FeeCard';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Text size="sm">
      <Text span c="dimmed">
        {label}:{' '}
      </Text>
      {children}
    </Text>
  );
}

function TuitionCard({ tuition }: { tuition: MyTuition }) {
  const { t } = useTranslation(['member', 'catalogue']);
  const cat = (group: string, value: string) => t(`${group}.${value}`, { ns: 'catalogue', defaultValue: value, nsSeparator: false });
  const jobNumber = formatJobNumber(tuition.jobNumber);
  const place = [tuition.area, tuition.district && cat('district', tuition.district)].filter(Boolean).join(', ');
  const classLevel = cat('class', tuition.classLevel);
  const subjects = tuition.subjects.map((subject) => cat('subject', subject)).join(', ');
  const phoneHref = tuition.guardian.phone ? `tel:${tuition.guardian.phone.replace(/[^\d+]/g, '')}` : null;
  return (
    <MemberJobCard
      job={tuition}
      gap="sm"
      headingId={`tuition-${tuition.jobId}`}
      badge={
        <Badge variant="light" color={tuition.jobStatus === 'closed' ? 'gray' : 'green'} c={tuition.jobStatus === 'closed' ? 'dark.6' : 'brand.8'} tt="none">
          {tuition.jobStatus === 'closed' ? t('myTuitions.ended') : t('myTuitions.ongoing')}
        </Badge>
      }
    >
      <Text size="sm">
        {classLevel}
        {place ? ` · ${place}` : ''}
        {tuition.subjects.length > 0 ? ` · ${subjects}` : ''}
      </Text>
      <Grid gap="xs">
        <Grid.Col span={{ base: 12, xs: 6 }}>
          <Stack gap={4}>
            <Row label={t('myTuitions.agreedSalary')}>
              {tuition.agreedSalary === null ? t('common.notSet') : t('myTuitions.perMonth', { amount: formatMoney(tuition.agreedSalary) })}
            </Row>
            <Row label={t('myTuitions.startDate')}>{formatDate(tuition.startDate, t('common.notSet'))}</Row>
            <Row label={t('myTuitions.assignedOn')}>{formatDate(tuition.assignedAt)}</Row>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, xs: 6 }}>
          <Stack gap={4} component="section" aria-label={t('myTuitions.guardianOf', { job: jobNumber })}>
            <Row label={t('myTuitions.guardian')}>{tuition.guardian.name ?? t('common.notProvided')}</Row>
            <Row label={t('myTuitions.phone')}>
              {phoneHref ? (
                <Anchor href={phoneHref} size="sm">
                  <IconPhone size={14} aria-hidden="true" /> {localDigits(tuition.guardian.phone ?? '')}
                </Anchor>
              ) : (
                t('myTuitions.teamWillShare')
              )}
            </Row>
            {tuition.guardian.address && <Row label={t('myTuitions.address')}>{tuition.guardian.address}</Row>}
          </Stack>
        </Grid.Col>
      </Grid>
      <FeeCard fee={tuition.fee} jobNumber={jobNumber} />
      <Group gap="xs" align="flex-start" wrap="wrap">
        {tuition.fee && <ReportPayment fee={tuition.fee} jobNumber={jobNumber} />}
        {tuition.jobStatus !== 'closed' && <ReportTuitionEnd jobId={tuition.jobId} jobNumber={jobNumber} assignedAt={tuition.assignedAt} />}
      </Group>
    </MemberJobCard>
  );
}

function EmptyTuitions() {
  const { t } = useTranslation('member');
  return (
    <EmptyState
      icon={IconSchool}
      title={t('myTuitions.emptyTitle')}
      text={t('myTuitions.emptyText')}
      link={{ to: routes.myApplications, label: t('myTuitions.seeApplications') }}
    />
  );
}

/** /dashboard/tuitions: the tuitions the tutor was selected for, with the terms, the guardian's contact and the fee. */
export function MyTuitionsPage() {
  const { t } = useTranslation('member');
  return (
    <MemberArea for="tutor" active="myTuitions">
      {() => (
        <Stack gap="md">
          <title>{t('myTuitions.pageTitle')}</title>
          <Title order={1} fz={{ base: 'h3', sm: 'h2' }}>
            {t('myTuitions.title')}
          </Title>
          <PagedList model={myTuitionsList} loadingLabel={t('myTuitions.loading')} errorTitle={t('myTuitions.loadError')} empty={<EmptyTuitions />}>
            {(items) => (
              <Stack gap="md">
                {items.map((tuition) => (
                  <TuitionCard key={tuition.jobId} tuition={tuition} />
                ))}
              </Stack>
            )}
          </PagedList>
        </Stack>
      )}
    </MemberArea>
  );
}
