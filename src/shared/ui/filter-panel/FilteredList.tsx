import { Button, Container, Grid, Stack, Title } from '@mantine/core';
import { useUnit } from 'effector-react';
import { useId, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
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
  /** "Reset filters": a link to this address without its query, saying `<prefix>.reset`, under the panel's fields and in the empty state. */
  reset?: boolean;
}

/**
 * A public list screen: the heading, the filter panel in a side column, and the paged list beside it. A pager's
 * `scrollTo: 'results'` brings the results' heading back into view.
 */
export function FilteredList<Item>({ pageTitle, title, panel, resultsTitle, resultsId, above, reset, ...body }: FilteredListProps<Item>) {
  const { query, status, change } = useUnit({ query: body.model.$query, status: body.model.$status, change: body.model.filtersChanged });
  const { pathname } = useLocation();
  const headingId = useId();
  const texts = body.texts ?? body.model.texts;
  const words = useWords(texts);
  const heading = { pageTitle: pageTitle ?? words('pageTitle'), title: title ?? words('title'), results: resultsTitle ?? words('results') };
  const resetWords = words('reset');
  const resetLink = (variant: 'default' | 'light') =>
    reset && (
      <Button component={Link} to={pathname} variant={variant} mt={variant === 'light' ? 'sm' : undefined}>
        {resetWords}
      </Button>
    );
  const panelEnd = resetLink('default');
  const { pager, empty } = body;
  const list: ListBodyProps<Item> = {
    ...body,
    pager: typeof pager === 'object' && pager.scrollTo === 'results' ? { ...pager, scrollTo: resultsId ?? headingId } : pager,
    empty: reset ? (state) => ({ action: resetLink('light'), ...(typeof empty === 'function' ? empty(state) : empty) }) : empty,
  };
  return (
    <Container size="xl" py="xl" px={{ base: 'sm', sm: 'md' }}>
      <title>{heading.pageTitle}</title>
      <Title order={1} mb="lg" fz={{ base: 28, sm: 36 }}>
        {heading.title}
      </Title>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 4, lg: 3 }}>
          <FilterPanel texts={texts} {...panel} values={query.filters} onChange={change}>
            {panel.children}
            {panelEnd}
          </FilterPanel>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8, lg: 9 }}>
          <Stack gap="md" component="section" aria-labelledby={heading.results && (resultsId ?? headingId)} aria-busy={status === 'loading'}>
            {heading.results && (
              <Title order={2} id={resultsId ?? headingId} fz="h4">
                {heading.results}
              </Title>
            )}
            {above}
            <ListBody {...list} />
          </Stack>
        </Grid.Col>
      </Grid>
    </Container>
  );
}
