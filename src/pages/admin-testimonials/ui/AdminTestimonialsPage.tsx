import { Avatar, Badge, Card, Group, Stack, Text } from '@mantine/core';
import { IconMessageCircle, IconTrash } from '@tabler/icons-react';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { testimonialImageUrl } from '@/entities/testimonial';
import { DeleteTestimonialModal } from './DeleteTestimonialModal';
import { TestimonialFormModal, testimonialUserTypeLabel } from './TestimonialFormModal';
import { testimonialDeleteRequested, testimonialFormOpened } from '../model/manage-testimonial';
import type { Testimonial } from '@/shared/api';
import { ListScreen, RowActions } from '@/shared/ui/paged-list';
import { testimonialsList } from '../model/admin-testimonials';

function TestimonialItem({ testimonial }: { testimonial: Testimonial }) {
  const [edit, remove] = useUnit([testimonialFormOpened, testimonialDeleteRequested]);
  const { t } = useTranslation('adminRecords');
  const { name, userType } = testimonial;
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={t('testimonials.cardLabel', { name })}>
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
            <Avatar src={testimonialImageUrl(testimonial.image)} name={name} color="initials" alt={t('testimonials.photoOf', { name })} />
            <div style={{ minWidth: 0 }}>
              <Text fw={600} truncate>
                {name}
              </Text>
              <Text size="sm" c="dimmed" lineClamp={2}>
                {testimonial.designation}
              </Text>
            </div>
          </Group>
          <RowActions values={{ name }} actions={[{ label: 'deleteLabel', icon: IconTrash, color: 'red', onClick: () => remove(testimonial) }]} />
        </Group>
        <Badge variant="light" color={userType === 'tutor' ? 'teal' : 'blue'} c={userType === 'tutor' ? 'brand.8' : 'blue.9'} tt="none">
          {testimonialUserTypeLabel(userType)}
        </Badge>
        <Text size="sm" style={{ flex: 1, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {testimonial.testimonial}
        </Text>
        <RowActions values={{ name }} actions={[{ label: 'editLabel', text: 'actions.edit', onClick: () => edit({ mode: 'edit', testimonial }) }]} />
      </Stack>
    </Card>
  );
}

/** /admin/testimonials: the cards, the create and edit modals with a photo, and delete with its confirm. */
export function AdminTestimonialsPage() {
  const create = useUnit(testimonialFormOpened);
  return (
    <ListScreen
      model={testimonialsList}
      onAdd={() => create({ mode: 'create' })}
      empty={{ icon: <IconMessageCircle size={40} aria-hidden color="var(--mantine-color-gray-5)" /> }}
      card={(testimonial) => <TestimonialItem testimonial={testimonial} />}
    >
      <TestimonialFormModal />
      <DeleteTestimonialModal />
    </ListScreen>
  );
}
