import { Button, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconUserSearch } from '@tabler/icons-react';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { TutorCard } from '@/entities/tutor';
import { ALL_CLASSES, DHAKA_FILTER_AREAS, DISTRICTS, FIND_TUTOR_CATEGORY_OPTIONS, routes } from '@/shared/config';
import { formatNumber } from '@/shared/lib/format';
import { useCatalogueLabel } from '@/shared/ui/catalogue-label';
import { FilteredList, type FilterField } from '@/shared/ui/filter-panel';
import { FillPager, type PagerProps } from '@/shared/ui/paged-list';
import { DHAKA, tutorsList } from '../model/tutors-list';

const RESULTS_ID = 'tutor-results-title';

/** The tutors' pager (pages and size); a new page scrolls back to the results' heading. */
function FindTutorsPager(props: PagerProps) {
  const { t } = useTranslation('board');
  const labels = { previous: t('findTutors.previous'), next: t('findTutors.next'), pages: t('findTutors.pages'), perPage: t('findTutors.perPage') };
  return (
    <FillPager
      {...props}
      labels={{ ...labels, page: (page) => t('findTutors.page', { page }) }}
      onChange={(next) => {
        props.onChange(next);
        document.getElementById(RESULTS_ID)?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
      }}
    />
  );
}

/** Find tutors (`/premium_tutor`): filters in the URL, searched and paged on the server. */
export function FindTutorsPage() {
  const { t } = useTranslation('board');
  const catalogue = useCatalogueLabel();
  const { query, total } = useUnit({ query: tutorsList.$query, total: tutorsList.$total });
  const options = (values: readonly string[], label: (value: string) => string = String) =>
    values.map((value) => ({ value, label: label(value) }));
  const picker = { kind: 'select', clearable: true, searchable: true } as const;
  // The radio options' English labels are catalogue values (`tutorType`, `gender`).
  const fields: FilterField[] = [
    {
      kind: 'radio',
      name: 'type',
      options: ['All', 'Premium'].map((type) => ({ value: type.toLowerCase(), label: catalogue.tutorType(type) })),
    },
    { ...picker, name: 'district', options: options(DISTRICTS, catalogue.district) },
    { ...picker, name: 'area', options: options(DHAKA_FILTER_AREAS) },
    {
      ...picker,
      name: 'medium',
      searchable: false,
      options: FIND_TUTOR_CATEGORY_OPTIONS.map(({ value, label }) => ({ value, label: catalogue.category(label) })),
    },
    { ...picker, name: 'class', options: options(ALL_CLASSES, catalogue.class) },
    {
      kind: 'radio',
      name: 'gender',
      options: ['All', 'Male', 'Female'].map((gender) => ({ value: gender === 'All' ? 'all' : gender, label: catalogue.gender(gender) })),
    },
  ];
  return (
    <FilteredList
      panel={{
        fields: fields.filter((field) => field.name !== 'area' || query.filters.district === DHAKA),
        children: (
          <Button component={Link} to={routes.findTutors} variant="default">
            {t('findTutors.reset')}
          </Button>
        ),
      }}
      resultsId={RESULTS_ID}
      model={tutorsList}
      empty={{
        icon: <IconUserSearch size={40} aria-hidden />,
        order: 3,
        framed: true,
        action: (
          <Button component={Link} to={routes.findTutors} variant="light" mt="sm">
            {t('findTutors.reset')}
          </Button>
        ),
      }}
      pager={FindTutorsPager}
      alwaysPaged
      items={(tutors) => (
        <Stack gap="lg">
          <Text fw={500} aria-live="polite">
            {t('findTutors.count', { count: total, number: formatNumber(total) })}
          </Text>
          <SimpleGrid cols={{ base: 1, xs: 2, lg: 3 }} spacing="md">
            {tutors.map((tutor) => (
              <TutorCard key={tutor._id} tutor={tutor} />
            ))}
          </SimpleGrid>
        </Stack>
      )}
    />
  );
}
