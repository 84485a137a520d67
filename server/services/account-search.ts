import { or, sql, type SQL } from 'drizzle-orm';
import { users } from '../db/schema';

/** `%term%` in lower case, with LIKE's own wildcards (and the escape character) taken literally. */
export const lowerContaining = (term: string) => `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * An account whose name, e-mail or phone holds the term, case-insensitively (the admin searches).
 *
 * Written as `lower(name) like p` rather than `ilike`: in a UTF-8 database PostgreSQL's ILIKE lower-cases
 * both the value and the pattern on every row, which made a search over 25 000 tutors about twice as slow
 * (docs/performance.md). E-mails are stored in lower case (users_email_lower_case) and phones are digits,
 * spaces, dashes and a plus, so those two need no lower() at all: same answers as ILIKE.
 */
export function accountMatches(term: string): SQL {
  const pattern = lowerContaining(term);
  return or(sql`lower(${users.name}) like ${pattern}`, sql`${users.email} like ${pattern}`, sql`${users.phone} like ${pattern}`)!;
}
