import { ActionIcon, Avatar, Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconMessageCircle, IconPlus, IconTrash } from '@tabler/icons-react';
import { useUnit } from 'effector-react';
import { testimonialImageUrl } from '@/entities/testimonial';
import {
  DeleteTestimonialModal,
  TestimonialFormModal,
  testimonialDeleteRequested,
  testimonialFormOpened,
  TESTIMONIAL_USER_TYPE_OPTIONS,
} from '@/features/manage-testimonial';
import type { Testimonial } from '@/shared/api';
import { PagedList } from '@/shared/ui/paged-list';
import { testimonialsList } from '../model/admin-testimonials';

const userTypeLabel = (userType: string) =>
  TESTIMONIAL_USER_TYPE_OPTIONS.find((option) => option.value === userType)?.label ?? userType;

function TestimonialItem({ testimonial }: { testimonial: Testimonial }) {
  const [edit, remove] = useUnit([testimonialFormOpened, testimonialDeleteRequested]);
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={`Testimonial by ${testimonial.name}`}>
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
            <Avatar src={testimonialImageUrl(testimonial.image)} name={testimonial.name} color="initials" alt={`Photo of ${testimonial.name}`} />
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
            aria-label={`Delete testimonial by ${testimonial.name}`}
            onClick={() => remove(testimonial)}
          >
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Group>
        <Badge variant="light" color={testimonial.userType === 'tutor' ? 'teal' : 'blue'} c={testimonial.userType === 'tutor' ? 'brand.8' : 'blue.9'} tt="none">
          {userTypeLabel(testimonial.userType)}
        </Badge>
        <Text size="sm" style={{ flex: 1, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {testimonial.testimonial}
        </Text>
        <Button
          variant="light"
          size="xs"
          onClick={() => edit({ mode: 'edit', testimonial })}
          aria-label={`Edit testimonial by ${testimonial.name}`}
          style={{ alignSelf: 'flex-start' }}
        >
          Edit
        </Button>
      </Stack>
    </Card>
  );
}

/** /admin/testimonials: the cards, the create and edit modals with a photo, and delete with its confirm. */
export function AdminTestimonialsPage() {
  const create = useUnit(testimonialFormOpened);
  return (
    <Stack gap="lg">
      <title>Testimonials | Shikhon Admin</title>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          Manage Testimonials
        </Title>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => create({ mode: 'create' })}>
          Add New Testimonial
        </Button>
      </Group>
      <PagedList
        model={testimonialsList}
        loadingLabel="Loading testimonials"
        empty={
          <Stack align="center" py="xl" gap="xs">
            <IconMessageCircle size={40} aria-hidden color="var(--mantine-color-gray-5)" />
            <Title order={2} size="h4">
              No testimonials yet
            </Title>
            <Text c="dimmed" ta="center">
              Get started by creating a new testimonial.
            </Text>
          </Stack>
        }
      >
        {(testimonials) => (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
            {testimonials.map((testimonial) => (
              <TestimonialItem key={testimonial._id} testimonial={testimonial} />
            ))}
          </SimpleGrid>
        )}
      </PagedList>
      <TestimonialFormModal />
      <DeleteTestimonialModal />
    </Stack>
  );
}
