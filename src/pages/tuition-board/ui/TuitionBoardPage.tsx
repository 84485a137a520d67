import { Group, NativeSelect, SimpleGrid, Text } from '@mantine/core';
import { IconBriefcase } from '@tabler/icons-react';
import { useUnit } from 'effector-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { TuitionCard } from '@/entities/tuition';
import { BOARD_TUTOR_PREFERENCES, DISTRICTS } from '@/shared/config';
import { normalizeDigits } from '@/shared/lib/digits';
import { formatNumber } from '@/shared/lib/format';
import { showingRange } from '@/shared/lib/paged-list';
import { useCatalogueLabel } from '@/shared/ui/catalogue-label';
import { FilteredList } from '@/shared/ui/filter-panel';
import { LabelledPagination } from '@/shared/ui/labelled-pagination';
import type { PagerProps } from '@/shared/ui/paged-list';
import { ALL, boardList } from '../model/board-list';

/** The board's pages; a new page scrolls back to the top. */
function BoardPager({ page, pages, onChange }: PagerProps) {
  const { t } = useTranslation('board');
  const go = (next: number) => {
    onChange(next);
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };
  return (
    <nav aria-label={t('results.pages')}>
      <LabelledPagination total={pages} value={page} onChange={go} size="sm" siblings={1} boundaries={1} />
    </nav>
  );
}

/** The Tuition Board (`/tution_list`, `/tuition_list`): active jobs with filters and pages. */
export function TuitionBoardPage() {
  const { t } = useTranslation('board');
  const catalogue = useCatalogueLabel();
  const sizeId = useId();
  const { query, total, status, resize } = useUnit({
    query: boardList.$query,
    total: boardList.$total,
    status: boardList.$status,
    resize: boardList.sizeChanged,
  });
  const { from, to } = showingRange(query.page, query.size, total);
  const options = (values: readonly string[], label: (value: string) => string) => values.map((value) => ({ value, label: label(value) }));

  return (
    <FilteredList
      panel={{
        foldOnPhone: true,
        fields: [
          { kind: 'text', name: 'jobId', normalize: normalizeDigits },
          {
            kind: 'dates',
            name: 'from',
            until: 'to',
            label: t('board.panel.date'),
            fromLabel: t('board.panel.startDate'),
            untilLabel: t('board.panel.endDate'),
            inverted: t('board.panel.datesInverted'),
          },
          { kind: 'ticks', name: 'preferredTutor', options: options(BOARD_TUTOR_PREFERENCES, catalogue.gender) },
          { kind: 'select', name: 'district', options: options([ALL, ...DISTRICTS], catalogue.district), searchable: true },
        ],
      }}
      above={
        <Group justify="space-between" align="center" gap="sm">
          <Text fw={500} role="status" aria-live="polite">
            {status === 'ready'
              ? t('results.showing', { count: total, from: formatNumber(from), to: formatNumber(to), total: formatNumber(total) })
              : status === 'loading'
                ? t('results.loading')
                : ''}
          </Text>
          <Group gap="xs" wrap="nowrap">
            <Text component="label" htmlFor={sizeId} size="sm" fw={500}>
              {t('results.show')}
            </Text>
            <NativeSelect
              id={sizeId}
              size="sm"
              w={80}
              data={options(boardList.sizes.map(String), (size) => formatNumber(Number(size)))}
              value={String(query.size)}
              onChange={(event) => resize(Number(event.currentTarget.value))}
            />
          </Group>
        </Group>
      }
      model={boardList}
      empty={{ icon: <IconBriefcase size={40} stroke={1.5} aria-hidden="true" color="var(--mantine-color-dimmed)" />, framed: true }}
      pager={BoardPager}
      items={(tuitions) => (
        <SimpleGrid cols={{ base: 1, xl: 2 }} spacing="md" component="section" aria-label={t('results.listLabel')}>
          {tuitions.map((tuition) => (
            <TuitionCard key={tuition.jobId} tuition={tuition} />
          ))}
        </SimpleGrid>
      )}
    />
  );
}
