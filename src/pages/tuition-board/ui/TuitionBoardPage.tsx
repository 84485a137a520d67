import { IconBriefcase } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { TuitionCard } from '@/entities/tuition';
import { BOARD_TUTOR_PREFERENCES, DISTRICTS } from '@/shared/config';
import { normalizeDigits } from '@/shared/lib/digits';
import { useCatalogueLabel } from '@/shared/ui/catalogue-label';
import { FilteredList } from '@/shared/ui/filter-panel';
import { ALL, boardList } from '../model/board-list';

/** The Tuition Board (`/tution_list`, `/tuition_list`): active jobs with filters and pages. */
export function TuitionBoardPage() {
  const { t } = useTranslation('board');
  const catalogue = useCatalogueLabel();
  const options = (values: readonly string[], label: (value: string) => string) => values.map((value) => ({ value, label: label(value) }));
  const dates = { fromLabel: t('board.panel.startDate'), untilLabel: t('board.panel.endDate'), inverted: t('board.panel.datesInverted') };
  return (
    <FilteredList
      panel={{
        foldOnPhone: true,
        fields: [
          { kind: 'text', name: 'jobId', normalize: normalizeDigits },
          { kind: 'dates', name: 'from', until: 'to', label: t('board.panel.date'), ...dates },
          { kind: 'ticks', name: 'preferredTutor', options: options(BOARD_TUTOR_PREFERENCES, catalogue.gender) },
          { kind: 'select', name: 'district', options: options([ALL, ...DISTRICTS], catalogue.district), searchable: true },
        ],
      }}
      model={boardList}
      count={{ empty: true, perPage: true }}
      empty={{ icon: <IconBriefcase size={40} stroke={1.5} aria-hidden="true" color="var(--mantine-color-dimmed)" />, framed: true }}
      pager={{ scrollTo: 'top', size: 'sm' }}
      card={(tuition) => <TuitionCard tuition={tuition} />}
      cards={{ cols: { base: 1, xl: 2 }, as: 'section' }}
    />
  );
}
