import { Button, Card, Group, Image, Stack, Text, Title } from '@mantine/core';
import { IconPhoto, IconPlus } from '@tabler/icons-react';
import { useUnit } from 'effector-react';
import { offerImageUrl } from '@/entities/affiliate';
import {
  AffiliateFormModal,
  affiliateDeleteRequested,
  affiliateFormOpened,
  DeleteAffiliateModal,
} from '@/features/manage-affiliate';
import type { Affiliate } from '@/shared/api';
import { PagedTable, type PagedColumn } from '@/shared/ui/paged-list';
import { affiliatesList } from '../model/admin-affiliates';

function Thumbnail({ affiliate }: { affiliate: Affiliate }) {
  const src = offerImageUrl(affiliate.image) ?? offerImageUrl(affiliate.logo);
  if (!src) return <IconPhoto size={24} aria-label={`No image for ${affiliate.name}`} color="var(--mantine-color-gray-5)" />;
  return <Image src={src} alt={`${affiliate.name} image`} w={64} h={40} fit="cover" radius="sm" loading="lazy" />;
}

function AffiliateActions({ affiliate }: { affiliate: Affiliate }) {
  const [edit, remove] = useUnit([affiliateFormOpened, affiliateDeleteRequested]);
  return (
    <Group gap="xs" wrap="nowrap">
      <Button size="xs" variant="light" onClick={() => edit({ mode: 'edit', affiliate })} aria-label={`Edit ${affiliate.name}`}>
        Edit
      </Button>
      <Button size="xs" variant="light" color="red" onClick={() => remove(affiliate)} aria-label={`Delete ${affiliate.name}`}>
        Delete
      </Button>
    </Group>
  );
}

const COLUMNS: PagedColumn<Affiliate>[] = [
  { header: 'Image', cell: (affiliate) => <Thumbnail affiliate={affiliate} /> },
  {
    header: 'Name',
    // Words stay whole (the table scrolls sideways on a phone); only a single overlong word breaks.
    cell: (affiliate) => (
      <Text fw={500} size="sm" miw={96} style={{ overflowWrap: 'break-word' }}>
        {affiliate.name}
      </Text>
    ),
  },
  { header: 'Title', cell: (affiliate) => <Text size="sm" lineClamp={2}>{affiliate.title}</Text> },
  { header: 'Deadline', cell: (affiliate) => <Text size="sm">{affiliate.deadline?.trim() || '-'}</Text> },
  { header: 'Actions', cell: (affiliate) => <AffiliateActions affiliate={affiliate} /> },
];

/** /admin/affiliate: the offers table with thumbnails, the create/edit modal and delete with its confirm. */
export function AdminAffiliatesPage() {
  const create = useUnit(affiliateFormOpened);
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
        <PagedTable
          model={affiliatesList}
          label="Affiliates"
          loadingLabel="Loading affiliates"
          empty={
            <Text c="dimmed" ta="center" py="xl">
              No affiliates found
            </Text>
          }
          columns={COLUMNS}
          rowKey={(affiliate) => affiliate._id}
        />
      </Card>
      <AffiliateFormModal />
      <DeleteAffiliateModal />
    </Stack>
  );
}
