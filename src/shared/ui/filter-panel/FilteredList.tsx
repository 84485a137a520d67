import { Container, Grid, Stack, Title } from '@mantine/core';
import { useUnit } from 'effector-react';
import { useId, type ReactNode } from 'react';
import { ListBody, type ListBodyProps } from '@/shared/ui/paged-list';
import { FilterPanel, type FilterPanelProps } from './FilterPanel';
import { useWords } from './words';

export interface FilteredListProps<Item> extends ListBodyProps<Item> {
  /** The document's title; default `<prefix>.pageTitle` of the model's `texts`. */
  pageTitle?: string;
  /** The screen's heading (h1); default `<prefix>.title`. */
  title?: string;
  /** The filter panel beside the list (below it on a phone); its values are the list's filters, its words the list's. */
  panel: Omit<FilterPanelProps, 'values' | 'onChange'>;
  /** The list's own heading (h2) over the results (default `<prefix>.results`), and its id (a pager scrolls back to it). */
  resultsTitle?: string;
  resultsId?: string;
  /** Between the results' heading and the list (a count line, a size picker). */
  above?: ReactNode;
}

/** A public list screen: the heading, the filter panel in a side column, and the paged list beside it. */
export function FilteredList<Item>({ pageTitle, title, panel, resultsTitle, resultsId, above, ...body }: FilteredListProps<Item>) {
  const { query, status, change } = useUnit({ query: body.model.$query, status: body.model.$status, change: body.model.filtersChanged });
  const headingId = useId();
  const texts = body.texts ?? body.model.texts;
  const words = useWords(texts);
  const heading = { pageTitle: pageTitle ?? words('pageTitle'), title: title ?? words('title'), results: resultsTitle ?? words('results') };
  return (
    <Container size="xl" py="xl" px={{ base: 'sm', sm: 'md' }}>
      <title>{heading.pageTitle}</title>
      <Title order={1} mb="lg" fz={{ base: 28, sm: 36 }}>
        {heading.title}
      </Title>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 4, lg: 3 }}>
          <FilterPanel texts={texts} {...panel} values={query.filters} onChange={change} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8, lg: 9 }}>
          <Stack gap="md" component="section" aria-labelledby={heading.results && (resultsId ?? headingId)} aria-busy={status === 'loading'}>
            {heading.results && (
              <Title order={2} id={resultsId ?? headingId} fz="h4">
                {heading.results}
              </Title>
            )}
            {above}
            <ListBody {...body} />
          </Stack>
        </Grid.Col>
      </Grid>
    </Container>
  );
}
