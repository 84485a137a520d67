import { Alert, Anchor, Avatar, Badge, Button, Card, Group, Loader, SimpleGrid, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconFileCv, IconRosetteDiscountCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { SHORTLIST_PICK_MESSAGES } from '@machines/shortlist-pick';
import type { ShortlistedTutor } from '@/shared/api';
import { routes } from '@/shared/config';
import { translateMessage } from '@/shared/i18n';
import { formatDateTime } from '@/shared/lib/format';
import { shortlistOf, useShortlistPickFlow } from '../model/shortlist-pick-flow';

/** A message of the machine in the member's words (its own English texts by key, the server's through `messages`). */
function useShortlistMessage(): (text: string | null | undefined) => string {
  const { t } = useTranslation('member');
  return (text) => {
    if (!text) return '';
    const key = (Object.keys(SHORTLIST_PICK_MESSAGES) as (keyof typeof SHORTLIST_PICK_MESSAGES)[]).find(
      (name) => SHORTLIST_PICK_MESSAGES[name] === text,
    );
    return key ? t(`shortlist.messages.${key}`) : translateMessage(text);
  };
}

function TutorCard({
  entry,
  onPick,
  disabled,
}: {
  entry: ShortlistedTutor;
  onPick?: () => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation('member');
  const { tutor } = entry;
  const headingId = `shortlisted-${tutor._id}`;
  const place = [tutor.area, tutor.district].filter(Boolean).join(', ');
  const about = [tutor.institute, tutor.subject].filter(Boolean).join(' · ');
  return (
    <Card withBorder padding="sm" component="article" aria-labelledby={headingId}>
      <Stack gap="xs">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <Avatar src={tutor.image ? `/${tutor.image.replace(/^\/+/, '')}` : null} alt="" radius="xl" />
          <Stack gap={2} miw={0}>
            <Text fw={700} id={headingId} style={{ overflowWrap: 'anywhere' }}>
              {tutor.name}
            </Text>
            <Text size="sm" c="dimmed">
              {about || t('common.notProvided')}
            </Text>
            {place && <Text size="sm">{place}</Text>}
          </Stack>
        </Group>
        <Group gap="xs">
          {tutor.isVerified && (
            <Badge variant="light" color="green" c="brand.8" tt="none" leftSection={<IconRosetteDiscountCheck size={12} aria-hidden="true" />}>
              {t('shortlist.verified')}
            </Badge>
          )}
          {entry.picked && (
            <Badge variant="filled" color="brand" tt="none">
              {t('shortlist.yourPick')}
            </Badge>
          )}
        </Group>
        <Group gap="sm">
          <Anchor component={Link} to={routes.tutorDetails(tutor._id)} size="sm" aria-label={t('shortlist.profileOf', { name: tutor.name })}>
            {t('shortlist.profile')}
          </Anchor>
          <Anchor href={entry.cvUrl} target="_blank" rel="noopener" size="sm" aria-label={t('shortlist.cvOf', { name: tutor.name })}>
            <IconFileCv size={14} aria-hidden="true" /> {t('shortlist.cv')}
          </Anchor>
        </Group>
        {onPick && (
          <Button size="sm" variant="light" onClick={onPick} disabled={disabled} aria-label={t('shortlist.pickLabel', { name: tutor.name })}>
            {t('shortlist.pick')}
          </Button>
        )}
      </Stack>
    </Card>
  );
}

/**
 * A request's shortlist: the tutors staff shortlisted (public profile and CV; contact details come with the
 * confirmation), pick one for a trial class with a proposed date, or ask for more. Driven by the shortlist-pick machine.
 */
export function ShortlistPanel({ requestId }: { requestId: string }) {
  const { t } = useTranslation('member');
  const message = useShortlistMessage();
  const [state, send] = useShortlistPickFlow(requestId);
  const { context } = state;
  const shortlist = shortlistOf(context);
  const tutors = shortlist?.tutors ?? [];
  const chosen = tutors.find((entry) => entry.tutor._id === context.chosenTutorId) ?? null;
  const busy = state.hasTag('busy');

  if (state.matches('loading')) {
    return (
      <Group gap="xs" role="status" aria-label={t('shortlist.loadingLabel')}>
        <Loader size="sm" />
        <Text size="sm">{t('shortlist.loading')}</Text>
      </Group>
    );
  }

  if (state.matches('loadFailed')) {
    return (
      <Alert color="red" icon={<IconAlertCircle aria-hidden="true" />} title={t('shortlist.loadFailed')} role="alert">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{message(context.error)}</Text>
          <Button size="xs" variant="light" onClick={() => send({ type: 'shortlist.reload' })}>
            {t('shortlist.tryAgain')}
          </Button>
        </Stack>
      </Alert>
    );
  }

  if (state.matches('waiting')) {
    return (
      <Alert color="blue" title={t('shortlist.noneTitle')}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">
            {shortlist?.moreRequestedAt
              ? t('shortlist.lookingMore')
              : t('shortlist.reviewing')}
          </Text>
          <Button size="xs" variant="subtle" onClick={() => send({ type: 'shortlist.reload' })}>
            {t('shortlist.checkAgain')}
          </Button>
        </Stack>
      </Alert>
    );
  }

  if (state.matches('picked')) {
    return (
      <Stack gap="sm">
        <Alert color="brand" icon={<IconCircleCheck aria-hidden="true" />} title={chosen ? t('shortlist.pickedName', { name: chosen.tutor.name }) : t('shortlist.pickedSomeone')}>
          <Text size="sm">
            {shortlist?.trialAt
              ? t('shortlist.trialAt', { date: formatDateTime(shortlist.trialAt) })
              : t('shortlist.trialToFix')}
            {t('shortlist.afterTrial')}
          </Text>
        </Alert>
        {chosen && <TutorCard entry={{ ...chosen, picked: true }} />}
      </Stack>
    );
  }

  const confirming = state.matches('confirmingPick') || state.matches('picking');
  const moreRequested = state.matches('moreRequested');
  const moreFailed = state.matches('moreFailed');
  const askingForMore = state.matches('askingForMore');
  return (
    <Stack gap="sm">
      <Title order={3} fz="h5">
        {shortlist?.jobNumber ? t('shortlist.titleFor', { job: shortlist.jobNumber }) : t('shortlist.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('shortlist.intro')}
      </Text>
      {moreRequested && (
        <Alert color="blue" title={t('shortlist.moreTitle')}>
          <Text size="sm">
            {message(context.message)} {t('shortlist.moreText')}
          </Text>
        </Alert>
      )}

      {confirming && chosen && (
        <Card withBorder padding="md" bg="brand.0" component="section" aria-label={t('shortlist.confirmLabel')}>
          <Stack gap="sm">
            <Text fw={700}>{t('shortlist.confirmQuestion', { name: chosen.tutor.name })}</Text>
            <TextInput
              type="datetime-local"
              label={t('shortlist.trialLabel')}
              description={t('shortlist.trialHelp')}
              value={context.trialAt}
              onChange={(event) => send({ type: 'trial.change', trialAt: event.currentTarget.value })}
              disabled={busy}
            />
            {context.error && (
              <Alert color="red" icon={<IconAlertCircle aria-hidden="true" />} role="alert">
                {message(context.error)}
              </Alert>
            )}
            <Group gap="sm">
              <Button onClick={() => send({ type: 'pick.confirm' })} loading={busy}>
                {t('shortlist.confirm')}
              </Button>
              <Button variant="default" onClick={() => send({ type: 'pick.cancel' })} disabled={busy}>
                {t('common.cancel')}
              </Button>
            </Group>
          </Stack>
        </Card>
      )}

      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {tutors.map((entry) => (
          <TutorCard
            key={entry.tutor._id}
            entry={entry}
            onPick={() => send({ type: 'tutor.choose', tutorId: entry.tutor._id })}
            disabled={busy || confirming}
          />
        ))}
      </SimpleGrid>

      {!confirming && !moreRequested && (
        <Card withBorder padding="sm" component="section" aria-label={t('shortlist.askSection')}>
          <Stack gap="xs">
            <Textarea
              label={t('shortlist.noteLabel')}
              minRows={2}
              maxLength={300}
              value={context.note}
              onChange={(event) => send({ type: 'note.change', note: event.currentTarget.value })}
              disabled={busy}
            />
            {moreFailed && (
              <Alert color="red" icon={<IconAlertCircle aria-hidden="true" />} role="alert">
                {message(context.error)}
              </Alert>
            )}
            <Group gap="sm">
              <Button variant="light" onClick={() => send({ type: 'more.ask' })} loading={askingForMore}>
                {moreFailed ? t('shortlist.tryAgain') : t('shortlist.ask')}
              </Button>
              {moreFailed && (
                <Button variant="subtle" onClick={() => send({ type: 'more.cancel' })}>
                  {t('common.cancel')}
                </Button>
              )}
            </Group>
          </Stack>
        </Card>
      )}
    </Stack>
  );
}
