import { createEffect, createStore, sample } from 'effector';
import type { ApiError, FinanceSummary } from '@/shared/api';
import { fetchFinanceSummary } from '../api/finance-api';
import { dashboardOpened, refreshClicked } from './stats';

export const FINANCE_ERROR_FALLBACK = 'Failed to load the finance summary';

export const fetchFinanceSummaryFx = createEffect<void, FinanceSummary, ApiError>(() => fetchFinanceSummary());

/** The last summary fetched; kept while a refresh runs. */
export const $financeSummary = createStore<FinanceSummary | null>(null).on(fetchFinanceSummaryFx.doneData, (_, summary) => summary);
/**
 * False once the server says the signed-in staff member's role may not see money (403): the card is not shown at
 * all. The server decides, from the contract's route table, so the screen never disagrees with it.
 */
export const $financeAllowed = createStore(true)
  .on(fetchFinanceSummaryFx.failData, (allowed, error) => (error.status === 403 ? false : allowed))
  .on(fetchFinanceSummaryFx.doneData, () => true);
/** The last failure's message (not a 403), cleared by the next fetch. */
export const $financeError = createStore<string | null>(null)
  .on(fetchFinanceSummaryFx.failData, (_, error) =>
    error.status === 403 ? null : error.fromServer && error.message ? error.message : FINANCE_ERROR_FALLBACK,
  )
  .reset(fetchFinanceSummaryFx);
export const $financeLoading = fetchFinanceSummaryFx.pending;

// Each visit asks again (another staff member may have signed in since); Refresh Data only when the card is shown.
sample({ clock: dashboardOpened, source: $financeLoading, filter: (loading) => !loading, target: fetchFinanceSummaryFx });
sample({
  clock: refreshClicked,
  source: { loading: $financeLoading, allowed: $financeAllowed },
  filter: ({ loading, allowed }) => !loading && allowed,
  target: fetchFinanceSummaryFx,
});
