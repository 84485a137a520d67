import { IconUserSearch } from '@tabler/icons-react';
import { TutorCard } from '@/entities/tutor';
import { ALL_CLASSES, DHAKA_FILTER_AREAS, DISTRICTS, FIND_TUTOR_CATEGORY_OPTIONS } from '@/shared/config';
import { useCatalogueLabel } from '@/shared/ui/catalogue-label';
import { FilteredList, type FilterField } from '@/shared/ui/filter-panel';
import { DHAKA, tutorsList } from '../model/tutors-list';

/** Find tutors (`/premium_tutor`): filters in the URL, searched and paged on the server. */
export function FindTutorsPage() {
  const catalogue = useCatalogueLabel();
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
    { ...picker, name: 'area', options: options(DHAKA_FILTER_AREAS), when: (values) => values.district === DHAKA },
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
      panel={{ fields }}
      reset
      model={tutorsList}
      count
      empty={{ icon: <IconUserSearch size={40} aria-hidden />, order: 3, framed: true }}
      pager={{ as: 'fill', scrollTo: 'results' }}
      alwaysPaged
      card={(tutor, index) => <TutorCard tutor={tutor} first={index === 0} />}
      cards={{ cols: { base: 1, xs: 2, lg: 3 } }}
    />
  );
}
