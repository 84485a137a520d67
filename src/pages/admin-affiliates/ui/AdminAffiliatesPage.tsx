import { Image, Text } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { offerImageUrl } from '@/entities/affiliate';
import { AffiliateFormModal } from './AffiliateFormModal';
import { affiliateDeleteRequested, affiliateFormOpened } from '../model/manage-affiliate';
import { DeleteAffiliateModal } from './DeleteAffiliateModal';
import type { Affiliate } from '@/shared/api';
import { actionsColumn } from '@/shared/ui/list-parts';
import { ListScreen } from '@/shared/ui/paged-list';
import { affiliatesList } from '../model/admin-affiliates';

function Thumbnail({ affiliate: { name, image, logo } }: { affiliate: Affiliate }) {
  const { t } = useTranslation('adminRecords');
  const src = offerImageUrl(image) ?? offerImageUrl(logo);
  if (!src) return <IconPhoto size={24} aria-label={t('affiliates.noImage', { name })} color="var(--mantine-color-gray-5)" />;
  return <Image src={src} alt={t('affiliates.imageAlt', { name })} w={64} h={40} fit="cover" radius="sm" loading="lazy" />;
}

/** /admin/affiliate: the offers table with thumbnails, the create/edit modal and delete with its confirm. */
export function AdminAffiliatesPage() {
  const [create, remove] = useUnit([affiliateFormOpened, affiliateDeleteRequested]);
  return (
    <ListScreen
      model={affiliatesList}
      onAdd={() => create({ mode: 'create' })}
      framed
      table={{
        columns: [
          { key: 'image', cell: (affiliate) => <Thumbnail affiliate={affiliate} /> },
          // Words stay whole (the table scrolls sideways on a phone); only a single overlong word breaks.
          { key: 'name', cell: ({ name }) => <Text fw={500} size="sm" miw={96} style={{ overflowWrap: 'break-word' }}>{name}</Text> },
          { key: 'title', cell: ({ title }) => <Text size="sm" lineClamp={2}>{title}</Text> },
          { key: 'deadline', cell: ({ deadline }) => <Text size="sm">{deadline?.trim() || '-'}</Text> },
          actionsColumn<Affiliate>((affiliate) => [
            { label: 'editLabel', text: 'actions.edit', onClick: () => create({ mode: 'edit', affiliate }) },
            { label: 'deleteLabel', text: 'actions.delete', color: 'red', onClick: () => remove(affiliate) },
          ]),
        ],
      }}
    >
      <AffiliateFormModal />
      <DeleteAffiliateModal />
    </ListScreen>
  );
}
