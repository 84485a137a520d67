import { routes } from '@/shared/config';

/**
 * What a job's page is told about the board it was opened from (history state): its address with the filters and
 * page, so "Back to board" returns to the same results (the board keeps its state in the address only).
 */
export interface BoardReturn {
  from: string;
}

/** The board address to go back to: the one the job was opened from, else the plain board. */
export function boardReturnPath(state: unknown): string {
  const from = (state as Partial<BoardReturn> | null)?.from;
  return typeof from === 'string' && /^\/tu(i)?tion_list(\?|$)/.test(from) ? from : routes.tuitionBoard;
}
