import { Button, Group, Stack, Title } from '@mantine/core';
import { IconClipboardList } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { MemberArea } from '@/widgets/member-sidebar';
import { routes } from '@/shared/config';
import { PagedList } from '@/shared/ui/paged-list';
import { EmptyState } from '@/shared/ui/empty-state';
import { myRequestsList } from '../model/my-requests';
import { RequestCard } from './RequestCard';

function EmptyRequests({ userId }: { userId: string }) {
  const { t } = useTranslation('member');
  return (
    <EmptyState
      icon={IconClipboardList}
      title={t('myRequests.emptyTitle')}
      text={t('myRequests.emptyText')}
      link={{ to: routes.newTutorRequest(userId), label: t('myRequests.emptyLink') }}
    />
  );
}

/** /dashboard/requests: a guardian's requests, where each stands, and the shortlist to pick from. */
export function MyRequestsPage() {
  const { t } = useTranslation('member');
  return (
    <MemberArea for="student" active="myRequests">
      {(user) => (
        <Stack gap="md">
          <title>{t('myRequests.pageTitle')}</title>
          <Group justify="space-between" gap="sm">
            <Title order={1} fz={{ base: 'h3', sm: 'h2' }}>
              {t('myRequests.title')}
            </Title>
            <Button component={Link} to={routes.newTutorRequest(user.id)} size="sm">
              {t('myRequests.postNew')}
            </Button>
          </Group>
          <PagedList model={myRequestsList} loadingLabel={t('myRequests.loading')} errorTitle={t('myRequests.loadError')} empty={<EmptyRequests userId={user.id} />}>
            {(items) => (
              <Stack gap="md">
                {items.map((request) => (
                  <RequestCard key={`${request.kind}-${request._id}`} request={request} />
                ))}
              </Stack>
            )}
          </PagedList>
        </Stack>
      )}
    </MemberArea>
  );
}
