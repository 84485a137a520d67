import { Button, Group, Image, Text } from '@mantine/core';
import { IconPhoto, IconPlus } from '@tabler/icons-react';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { offerImageUrl } from '@/entities/affiliate';
import { AffiliateFormModal } from './AffiliateFormModal';
import { affiliateDeleteRequested, affiliateFormOpened } from '../model/manage-affiliate';
import { DeleteAffiliateModal } from './DeleteAffiliateModal';
import type { Affiliate } from '@/shared/api';
import { ListScreen, type PagedColumn } from '@/shared/ui/paged-list';
import { affiliatesList } from '../model/admin-affiliates';

function Thumbnail({ affiliate }: { affiliate: Affiliate }) {
  const { t } = useTranslation('adminRecords');
  const src = offerImageUrl(affiliate.image) ?? offerImageUrl(affiliate.logo);
  if (!src) return <IconPhoto size={24} aria-label={t('affiliates.noImage', { name: affiliate.name })} color="var(--mantine-color-gray-5)" />;
  return <Image src={src} alt={t('affiliates.imageAlt', { name: affiliate.name })} w={64} h={40} fit="cover" radius="sm" loading="lazy" />;
}

function AffiliateActions({ affiliate }: { affiliate: Affiliate }) {
  const [edit, remove] = useUnit([affiliateFormOpened, affiliateDeleteRequested]);
  const { t } = useTranslation('adminRecords');
  return (
    <Group gap="xs" wrap="nowrap">
      <Button size="xs" variant="light" onClick={() => edit({ mode: 'edit', affiliate })} aria-label={t('affiliates.editLabel', { name: affiliate.name })}>
        {t('actions.edit')}
      </Button>
      <Button size="xs" variant="light" color="red" onClick={() => remove(affiliate)} aria-label={t('affiliates.deleteLabel', { name: affiliate.name })}>
        {t('actions.delete')}
      </Button>
    </Group>
  );
}

const columns = (t: (key: string) => string): PagedColumn<Affiliate>[] => [
  { header: t('affiliates.columns.image'), cell: (affiliate) => <Thumbnail affiliate={affiliate} /> },
  {
    header: t('affiliates.columns.name'),
    // Words stay whole (the table scrolls sideways on a phone); only a single overlong word breaks.
    cell: (affiliate) => (
      <Text fw={500} size="sm" miw={96} style={{ overflowWrap: 'break-word' }}>
        {affiliate.name}
      </Text>
    ),
  },
  { header: t('affiliates.columns.title'), cell: (affiliate) => <Text size="sm" lineClamp={2}>{affiliate.title}</Text> },
  { header: t('affiliates.columns.deadline'), cell: (affiliate) => <Text size="sm">{affiliate.deadline?.trim() || '-'}</Text> },
  { header: t('affiliates.columns.actions'), cell: (affiliate) => <AffiliateActions affiliate={affiliate} /> },
];

/** /admin/affiliate: the offers table with thumbnails, the create/edit modal and delete with its confirm. */
export function AdminAffiliatesPage() {
  const create = useUnit(affiliateFormOpened);
  const { t } = useTranslation('adminRecords');
  return (
    <ListScreen
      model={affiliatesList}
      pageTitle={t('affiliates.pageTitle')}
      title={t('affiliates.title')}
      actions={
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => create({ mode: 'create' })}>
          {t('affiliates.add')}
        </Button>
      }
      framed
      loadingLabel={t('affiliates.loading')}
      empty={{ text: t('affiliates.empty') }}
      table={{ label: t('affiliates.tableLabel'), columns: columns(t), rowKey: (affiliate) => affiliate._id }}
    >
      <AffiliateFormModal />
      <DeleteAffiliateModal />
    </ListScreen>
  );
}
