import { Alert, Button, Card, Group, Image, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { IconPhoto, IconPlus } from '@tabler/icons-react';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { offerImageUrl } from '@/entities/affiliate';
import {
  AffiliateFormModal,
  affiliateDeleteRequested,
  affiliateFormOpened,
  DeleteAffiliateModal,
} from '@/features/manage-affiliate';
import type { Affiliate } from '@/shared/api';
import {
  $adminAffiliates,
  $adminAffiliatesStatus,
  adminAffiliatesOpened,
  AFFILIATES_LOAD_ERROR,
} from '../model/admin-affiliates';

function Thumbnail({ affiliate }: { affiliate: Affiliate }) {
  const src = offerImageUrl(affiliate.image) ?? offerImageUrl(affiliate.logo);
  if (!src) return <IconPhoto size={24} aria-label={`No image for ${affiliate.name}`} color="var(--mantine-color-gray-5)" />;
  return <Image src={src} alt={`${affiliate.name} image`} w={64} h={40} fit="cover" radius="sm" loading="lazy" />;
}

function AffiliateRow({ affiliate }: { affiliate: Affiliate }) {
  const [edit, remove] = useUnit([affiliateFormOpened, affiliateDeleteRequested]);
  return (
    <Table.Tr>
      <Table.Td>
        <Thumbnail affiliate={affiliate} />
      </Table.Td>
      <Table.Td>
        {/* Words stay whole (the table scrolls sideways on a phone); only a single overlong word breaks. */}
        <Text fw={500} size="sm" miw={96} style={{ overflowWrap: 'break-word' }}>
          {affiliate.name}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm" lineClamp={2}>
          {affiliate.title}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{affiliate.deadline?.trim() || '-'}</Text>
      </Table.Td>
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          <Button size="xs" variant="light" onClick={() => edit({ mode: 'edit', affiliate })} aria-label={`Edit ${affiliate.name}`}>
            Edit
          </Button>
          <Button size="xs" variant="light" color="red" onClick={() => remove(affiliate)} aria-label={`Delete ${affiliate.name}`}>
            Delete
          </Button>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

function AffiliateTable() {
  const [affiliates, status] = useUnit([$adminAffiliates, $adminAffiliatesStatus]);
  if (status === 'loading') {
    return (
      <Group justify="center" py="xl" gap="xs">
        <Loader size="sm" aria-label="Loading affiliates" />
        <Text>Loading...</Text>
      </Group>
    );
  }
  if (status === 'failed') {
    return (
      <Alert color="red" role="alert">
        {AFFILIATES_LOAD_ERROR}
      </Alert>
    );
  }
  if (affiliates.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="xl">
        No affiliates found
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped highlightOnHover verticalSpacing="sm" aria-label="Affiliates">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Image</Table.Th>
            <Table.Th>Name</Table.Th>
            <Table.Th>Title</Table.Th>
            <Table.Th>Deadline</Table.Th>
            <Table.Th>Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {affiliates.map((affiliate) => (
            <AffiliateRow key={affiliate._id} affiliate={affiliate} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** /admin/affiliate: the offers table with thumbnails, the create/edit modal and delete with its confirm. */
export function AdminAffiliatesPage() {
  const [opened, create] = useUnit([adminAffiliatesOpened, affiliateFormOpened]);
  useEffect(() => {
    opened();
  }, [opened]);
  return (
    <Stack gap="lg">
      <title>Affiliates | Shikhon Admin</title>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          Manage Affiliates
        </Title>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => create({ mode: 'create' })}>
          Add New Affiliate
        </Button>
      </Group>
      <Card withBorder radius="md" padding="md">
        <AffiliateTable />
      </Card>
      <AffiliateFormModal />
      <DeleteAffiliateModal />
    </Stack>
  );
}
