import { Button, Card, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconBook, IconMapPin, IconSchool } from '@tabler/icons-react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { PublicTutor } from '@/shared/api';
import { routes } from '@/shared/config';
import { useCatalogueLabel } from '@/shared/ui/catalogue-label';
import { tutorImageUrl } from '../lib/tutor-image';
import { TutorAvatar } from './TutorAvatar';
import { TutorBadges } from './TutorBadges';

/** `userContent`: the value is what the tutor typed (a school's name), not the product's words. */
function Fact({ icon, label, value, userContent = false }: { icon: ReactNode; label: string; value: string | null; userContent?: boolean }) {
  const { t } = useTranslation('common');
  return (
    <Group gap={6} wrap="nowrap" align="flex-start">
      {icon}
      <Text size="sm" lineClamp={2}>
        <VisuallyHidden>{t('labelled', { label })}</VisuallyHidden>
        {value?.trim() ? <span data-user-content={userContent || undefined}>{value.trim()}</span> : t('notProvided')}
      </Text>
    </Group>
  );
}

/**
 * A tutor in a list: photo, name, badges, institute, subject, district and "View Details". The photo of the list's
 * `first` card is the page's largest paint on a phone (Find tutors): the browser asks for it first; the other photos
 * load once scrolled near.
 */
export function TutorCard({ tutor, first = false }: { tutor: PublicTutor; first?: boolean }) {
  const { t } = useTranslation('board');
  const label = useCatalogueLabel();
  const titleId = useId();
  return (
    <Card component="article" withBorder padding="md" radius="md" aria-labelledby={titleId} h="100%">
      <Card.Section>
        <TutorAvatar
          src={tutorImageUrl(tutor.image)}
          name={tutor.name}
          h={160}
          fit="cover"
          fetchPriority={first ? 'high' : undefined}
          loading={first ? undefined : 'lazy'}
        />
      </Card.Section>
      <Stack gap="xs" mt="md" style={{ flexGrow: 1 }}>
        <Title order={3} fz="lg" id={titleId} lineClamp={2} data-user-content>
          {tutor.name}
        </Title>
        <TutorBadges isPremium={tutor.isPremium} isVerified={tutor.isVerified} />
        <Fact icon={<IconSchool size={16} aria-hidden />} label={t('tutor.institute')} value={tutor.institute} userContent />
        <Fact icon={<IconBook size={16} aria-hidden />} label={t('tutor.subject')}
          value={label.subject(tutor.subject)}
          // A subject outside the catalogue ("Pharmacy") is the tutor's own word.
          userContent={label.subject(tutor.subject) === (tutor.subject ?? '').trim()}
        />
        <Fact icon={<IconMapPin size={16} aria-hidden />} label={t('tutor.district')} value={label.district(tutor.district)} />
      </Stack>
      <Button component={Link} to={routes.tutorDetails(tutor._id)} variant="light" fullWidth mt="md">
        {t('tutor.viewDetails')}
        <VisuallyHidden data-user-content>{t('tutor.viewDetailsOf', { name: tutor.name })}</VisuallyHidden>
      </Button>
    </Card>
  );
}
