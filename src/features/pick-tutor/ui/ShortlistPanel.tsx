import { Alert, Anchor, Avatar, Badge, Button, Card, Group, Loader, SimpleGrid, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconFileCv, IconRosetteDiscountCheck } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import type { ShortlistedTutor } from '@/shared/api';
import { routes } from '@/shared/config';
import { formatDateTime } from '@/shared/lib/format';
import { shortlistOf, useShortlistPickFlow } from '../model/shortlist-pick-flow';

function TutorCard({
  entry,
  onPick,
  disabled,
}: {
  entry: ShortlistedTutor;
  onPick?: () => void;
  disabled?: boolean;
}) {
  const { tutor } = entry;
  const headingId = `shortlisted-${tutor._id}`;
  const place = [tutor.area, tutor.district].filter(Boolean).join(', ');
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
              {[tutor.institute, tutor.subject].filter(Boolean).join(' · ') || 'Not provided'}
            </Text>
            {place && <Text size="sm">{place}</Text>}
          </Stack>
        </Group>
        <Group gap="xs">
          {tutor.isVerified && (
            <Badge variant="light" color="green" c="brand.8" tt="none" leftSection={<IconRosetteDiscountCheck size={12} aria-hidden="true" />}>
              Verified
            </Badge>
          )}
          {entry.picked && (
            <Badge variant="filled" color="brand" tt="none">
              Your pick
            </Badge>
          )}
        </Group>
        <Group gap="sm">
          <Anchor component={Link} to={routes.tutorDetails(tutor._id)} size="sm" aria-label={`Profile of ${tutor.name}`}>
            Profile
          </Anchor>
          <Anchor href={entry.cvUrl} target="_blank" rel="noopener" size="sm" aria-label={`CV of ${tutor.name} (PDF)`}>
            <IconFileCv size={14} aria-hidden="true" /> CV
          </Anchor>
        </Group>
        {onPick && (
          <Button size="sm" variant="light" onClick={onPick} disabled={disabled} aria-label={`Pick ${tutor.name} for a trial class`}>
            Pick for a trial class
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
  const [state, send] = useShortlistPickFlow(requestId);
  const { context } = state;
  const shortlist = shortlistOf(context);
  const tutors = shortlist?.tutors ?? [];
  const chosen = tutors.find((entry) => entry.tutor._id === context.chosenTutorId) ?? null;
  const busy = state.hasTag('busy');

  if (state.matches('loading')) {
    return (
      <Group gap="xs" role="status" aria-label="Loading your shortlist">
        <Loader size="sm" />
        <Text size="sm">Loading your shortlist…</Text>
      </Group>
    );
  }

  if (state.matches('loadFailed')) {
    return (
      <Alert color="red" icon={<IconAlertCircle aria-hidden="true" />} title="Could not load your shortlist" role="alert">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{context.error}</Text>
          <Button size="xs" variant="light" onClick={() => send({ type: 'shortlist.reload' })}>
            Try again
          </Button>
        </Stack>
      </Alert>
    );
  }

  if (state.matches('waiting')) {
    return (
      <Alert color="blue" title="No shortlist yet">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">
            {shortlist?.moreRequestedAt
              ? 'Our team is looking for more tutors for you. We will tell you when the new shortlist is ready.'
              : 'Our team is reviewing the tutors who applied. We will tell you when your shortlist is ready.'}
          </Text>
          <Button size="xs" variant="subtle" onClick={() => send({ type: 'shortlist.reload' })}>
            Check again
          </Button>
        </Stack>
      </Alert>
    );
  }

  if (state.matches('picked')) {
    return (
      <Stack gap="sm">
        <Alert color="brand" icon={<IconCircleCheck aria-hidden="true" />} title={chosen ? `You picked ${chosen.tutor.name}` : 'You picked a tutor'}>
          <Text size="sm">
            {shortlist?.trialAt
              ? `Trial class: ${formatDateTime(shortlist.trialAt)}. `
              : 'Our team will call you to fix the trial class date. '}
            After the trial our team confirms the tutor with you; their phone number is shared then.
          </Text>
        </Alert>
        {chosen && <TutorCard entry={{ ...chosen, picked: true }} />}
      </Stack>
    );
  }

  const confirming = state.matches('confirmingPick') || state.matches('picking');
  return (
    <Stack gap="sm">
      <Title order={3} fz="h5">
        Your shortlist{shortlist?.jobNumber ? ` for ${shortlist.jobNumber}` : ''}
      </Title>
      <Text size="sm" c="dimmed">
        See each tutor&apos;s profile and CV, then pick one for a trial class. Phone numbers are shared once a tutor is confirmed.
      </Text>
      {state.matches('moreRequested') && (
        <Alert color="blue" title="We are looking for more tutors">
          <Text size="sm">{context.message} You can still pick from this list meanwhile.</Text>
        </Alert>
      )}

      {confirming && chosen && (
        <Card withBorder padding="md" bg="brand.0" component="section" aria-label="Confirm your pick">
          <Stack gap="sm">
            <Text fw={700}>Pick {chosen.tutor.name} for a trial class?</Text>
            <TextInput
              type="datetime-local"
              label="Proposed trial date and time (optional)"
              description="Leave it empty and our team will call you to fix it."
              value={context.trialAt}
              onChange={(event) => send({ type: 'trial.change', trialAt: event.currentTarget.value })}
              disabled={busy}
            />
            {context.error && (
              <Alert color="red" icon={<IconAlertCircle aria-hidden="true" />} role="alert">
                {context.error}
              </Alert>
            )}
            <Group gap="sm">
              <Button onClick={() => send({ type: 'pick.confirm' })} loading={busy}>
                Confirm pick
              </Button>
              <Button variant="default" onClick={() => send({ type: 'pick.cancel' })} disabled={busy}>
                Cancel
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

      {!confirming && !state.matches('moreRequested') && (
        <Card withBorder padding="sm" component="section" aria-label="Ask for more tutors">
          <Stack gap="xs">
            <Textarea
              label="None of them suits? Tell us what you are looking for (optional)"
              minRows={2}
              maxLength={300}
              value={context.note}
              onChange={(event) => send({ type: 'note.change', note: event.currentTarget.value })}
              disabled={busy}
            />
            {state.matches('moreFailed') && (
              <Alert color="red" icon={<IconAlertCircle aria-hidden="true" />} role="alert">
                {context.error}
              </Alert>
            )}
            <Group gap="sm">
              <Button variant="light" onClick={() => send({ type: 'more.ask' })} loading={state.matches('askingForMore')}>
                {state.matches('moreFailed') ? 'Try again' : 'Ask for more tutors'}
              </Button>
              {state.matches('moreFailed') && (
                <Button variant="subtle" onClick={() => send({ type: 'more.cancel' })}>
                  Cancel
                </Button>
              )}
            </Group>
          </Stack>
        </Card>
      )}
    </Stack>
  );
}
