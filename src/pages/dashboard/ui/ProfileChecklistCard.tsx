import { Alert, Anchor, Badge, Button, Group, List, Paper, Progress, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconCircleDashed } from '@tabler/icons-react';
import { useUnit } from 'effector-react';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ProfileChecklistResponse } from '@/shared/api';
import { routes } from '@/shared/config';
import { formatNumber } from '@/shared/lib/format';
import { $profileChecklist, $profileChecklistState, profileChecklistRequested } from '../model/profile-checklist';

type Item = ProfileChecklistResponse['items'][number];

/** Where the tutor fixes an item: the profile wizard (and its documents and photo), or nowhere (staff review). */
function fixLink(item: Item, userId: string): string | null {
  return item.section === 'review' ? null : routes.updateProfile(userId);
}

function MissingList({ items, userId, label }: { items: Item[]; userId: string; label: string }) {
  const { t } = useTranslation('profile');
  // The server names each item in English; the screen reads its key (an unknown key keeps the server's words).
  const itemLabel = (item: Item) => t(`dashboard.checklist.items.${item.key}`, { defaultValue: item.label });
  return (
    <List size="sm" spacing={4} aria-label={label} icon={<IconCircleDashed size={16} aria-hidden="true" />}>
      {items.map((item) => {
        const link = fixLink(item, userId);
        return (
          <List.Item key={item.key}>
            {link ? (
              <Anchor component={Link} to={link} size="sm">
                {itemLabel(item)}
              </Anchor>
            ) : (
              <Text span size="sm">
                {itemLabel(item)}
              </Text>
            )}
          </List.Item>
        );
      })}
    </List>
  );
}

interface ChecklistGoalProps {
  ready: boolean;
  /** Said when nothing is missing. */
  readyText: string;
  /** Above the list of what is missing. */
  heading: string;
  missing: Item[];
  missingLabel: string;
  userId: string;
}

/** One goal of the checklist (verification, premium): ready with a tick, or what is still missing for it. */
function ChecklistGoal({ ready, readyText, heading, missing, missingLabel, userId }: ChecklistGoalProps) {
  return ready ? (
    <Group gap={6} wrap="nowrap">
      <IconCircleCheck size={18} color="var(--mantine-color-green-8)" aria-hidden="true" />
      <Text size="sm">{readyText}</Text>
    </Group>
  ) : (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        {heading}
      </Text>
      <MissingList items={missing} userId={userId} label={missingLabel} />
    </Stack>
  );
}

/** The tutor's checklist: how complete the profile is, and what is missing for verification and for premium. */
export function ProfileChecklistCard({ userId }: { userId: string }) {
  const { t } = useTranslation('profile');
  const headingId = useId();
  const { checklist, state, request } = useUnit({
    checklist: $profileChecklist,
    state: $profileChecklistState,
    request: profileChecklistRequested,
  });
  useEffect(() => {
    request();
  }, [request]);

  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} fz="h4" id={headingId}>
            {t('dashboard.checklist.title')}
          </Title>
          {checklist?.isPremium && (
            <Badge color="violet" variant="light" c="violet.9" tt="none">
              {t('dashboard.checklist.premium')}
            </Badge>
          )}
        </Group>
        {state === 'error' && !checklist ? (
          <Alert color="red" role="alert" title={t('dashboard.checklist.loadFailed')}>
            <Button size="xs" variant="light" color="red" mt="xs" onClick={() => request()}>
              {t('common.tryAgain')}
            </Button>
          </Alert>
        ) : !checklist ? (
          <Stack gap="xs" role="status" aria-label={t('dashboard.checklist.loading')}>
            <Skeleton height={12} />
            <Skeleton height={14} width="70%" />
            <Skeleton height={14} width="50%" />
          </Stack>
        ) : (
          <Stack gap="sm">
            <Stack gap={4}>
              <Text size="sm" id={`${headingId}-progress`}>
                {t('dashboard.checklist.progress', { percent: formatNumber(checklist.completeness) })}
              </Text>
              {/* The bar's section is the progressbar (Mantine): it carries the name. */}
              <Progress.Root>
                <Progress.Section value={checklist.completeness} aria-labelledby={`${headingId}-progress`} />
              </Progress.Root>
            </Stack>
            {checklist.isVerified ? null : (
              <ChecklistGoal
                ready={checklist.verification.ready}
                readyText={t('dashboard.checklist.verificationReady')}
                heading={t('dashboard.checklist.forVerification')}
                missing={checklist.verification.missing}
                missingLabel={t('dashboard.checklist.missingForVerification')}
                userId={userId}
              />
            )}
            {checklist.isPremium ? (
              <Text size="sm">{t('dashboard.checklist.isPremium')}</Text>
            ) : (
              <ChecklistGoal
                ready={checklist.premium.ready}
                readyText={t('dashboard.checklist.premiumReady')}
                heading={t('dashboard.checklist.forPremium')}
                // Verification's own items are listed above until staff verify.
                missing={checklist.premium.missing.filter((item) => checklist.isVerified || item.neededFor === 'premium')}
                missingLabel={t('dashboard.checklist.missingForPremium')}
                userId={userId}
              />
            )}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
