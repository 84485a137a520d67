// The dashboard's growth figures compare two periods of equal length (docs/decisions.md, "Growth compares equal
// periods"): this Dhaka calendar month so far against the same length of time from the start of last month. On the
// last days of a month that follows a shorter one (30 or 31 March after February) the month so far is longer than
// the whole of last month: the earlier period then is the same length ending where this month starts, so it reaches
// a day or three into the month before. Either way both periods are exactly as long.

/** Bangladesh Standard Time is UTC+6 all year: calendar months are Dhaka months. */
const DHAKA_OFFSET_MS = 6 * 3_600_000;

export interface Period {
  /** Inclusive. */
  from: Date;
  /** Exclusive. */
  to: Date;
}

export interface GrowthPeriods {
  /** This month so far: from its first instant in Dhaka to now. */
  current: Period;
  /** The earlier period of the same length. */
  previous: Period;
}

/** The two periods the dashboard's "from last month" compares at `now`. Pure. */
export function growthPeriods(now: Date): GrowthPeriods {
  const local = new Date(now.getTime() + DHAKA_OFFSET_MS);
  const monthStart = (offset: number) =>
    Date.UTC(local.getUTCFullYear(), local.getUTCMonth() + offset, 1) - DHAKA_OFFSET_MS;
  const thisMonth = monthStart(0);
  const lastMonth = monthStart(-1);
  const elapsed = now.getTime() - thisMonth;
  const previousFrom = lastMonth + elapsed <= thisMonth ? lastMonth : thisMonth - elapsed;
  return {
    current: { from: new Date(thisMonth), to: now },
    previous: { from: new Date(previousFrom), to: new Date(previousFrom + elapsed) },
  };
}
