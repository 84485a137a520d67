import { ActionIcon, Avatar, Badge, Button, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconMessageCircle, IconPlus, IconTrash } from '@tabler/icons-react';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { testimonialImageUrl } from '@/entities/testimonial';
import { DeleteTestimonialModal } from './DeleteTestimonialModal';
import { TestimonialFormModal, testimonialUserTypeLabel } from './TestimonialFormModal';
import { testimonialDeleteRequested, testimonialFormOpened } from '../model/manage-testimonial';
import type { Testimonial } from '@/shared/api';
import { ListScreen } from '@/shared/ui/paged-list';
import { testimonialsList } from '../model/admin-testimonials';

function TestimonialItem({ testimonial }: { testimonial: Testimonial }) {
  const [edit, remove] = useUnit([testimonialFormOpened, testimonialDeleteRequested]);
  const { t } = useTranslation('adminRecords');
  const name = testimonial.name;
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={t('testimonials.cardLabel', { name })}>
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
            <Avatar src={testimonialImageUrl(testimonial.image)} name={testimonial.name} color="initials" alt={t('testimonials.photoOf', { name })} />
            <div style={{ minWidth: 0 }}>
              <Text fw={600} truncate>
                {testimonial.name}
              </Text>
              <Text size="sm" c="dimmed" lineClamp={2}>
                {testimonial.designation}
              </Text>
            </div>
          </Group>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t('testimonials.deleteLabel', { name })}
            onClick={() => remove(testimonial)}
          >
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Group>
        <Badge variant="light" color={testimonial.userType === 'tutor' ? 'teal' : 'blue'} c={testimonial.userType === 'tutor' ? 'brand.8' : 'blue.9'} tt="none">
          {testimonialUserTypeLabel(testimonial.userType)}
        </Badge>
        <Text size="sm" style={{ flex: 1, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {testimonial.testimonial}
        </Text>
        <Button
          variant="light"
          size="xs"
          onClick={() => edit({ mode: 'edit', testimonial })}
          aria-label={t('testimonials.editLabel', { name })}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('actions.edit')}
        </Button>
      </Stack>
    </Card>
  );
}

/** /admin/testimonials: the cards, the create and edit modals with a photo, and delete with its confirm. */
export function AdminTestimonialsPage() {
  const create = useUnit(testimonialFormOpened);
  const { t } = useTranslation('adminRecords');
  return (
    <ListScreen
      model={testimonialsList}
      pageTitle={t('testimonials.pageTitle')}
      title={t('testimonials.title')}
      actions={
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => create({ mode: 'create' })}>
          {t('testimonials.add')}
        </Button>
      }
      loadingLabel={t('testimonials.loading')}
      empty={{
        icon: <IconMessageCircle size={40} aria-hidden color="var(--mantine-color-gray-5)" />,
        title: t('testimonials.emptyTitle'),
        text: t('testimonials.empty'),
      }}
      items={(testimonials) => (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {testimonials.map((testimonial) => (
            <TestimonialItem key={testimonial._id} testimonial={testimonial} />
          ))}
        </SimpleGrid>
      )}
    >
      <TestimonialFormModal />
      <DeleteTestimonialModal />
    </ListScreen>
  );
}
