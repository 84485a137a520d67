import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Database } from '../db/database';

/** The PostgreSQL channel on which server processes tell each other that a write succeeded. */
export const CHANGE_CHANNEL = 'shikhon_changes';

/**
 * "Something public may have changed": what the caches of guests' pages and answers listen to.
 *
 * A successful write through the API calls `changed()`: this process's listeners hear it at once; on PostgreSQL
 * every other server process on the same database hears it too, through LISTEN/NOTIFY (one listening connection
 * per process). `listening` is false while that connection is down (and until it is up): the caches then keep
 * nothing, so a change made on another process is never hidden behind a kept answer. On PGlite there is one
 * process per data folder (the folder's lock), so this process's own writes are all there is.
 */
export interface ChangeSignal {
  /** Whether every change is heard: always on PGlite; on PostgreSQL while the listening connection is up. */
  readonly listening: boolean;
  /** Resolves once the other processes have been told (at once on PGlite); it never rejects. */
  changed(): Promise<void>;
  onChange(listener: () => void): void;
  close(): Promise<void>;
}

interface SignalOptions {
  /** PostgreSQL: the database every process shares; unset (PGlite): this process only. */
  databaseUrl?: string;
  /** The process's pool, which sends the NOTIFY (so it goes out even while this process's listener reconnects). */
  db?: Database;
  log?: { warn(object: object, message: string): void };
  /** How long to wait before connecting again after the listening connection is lost. */
  retryMs?: number;
}

export function createChangeSignal({ databaseUrl, db, log, retryMs = 1_000 }: SignalOptions = {}): ChangeSignal {
  const listeners: (() => void)[] = [];
  const hear = () => {
    for (const listener of listeners) listener();
  };
  if (!databaseUrl) {
    return {
      listening: true,
      changed: async () => hear(),
      onChange: (listener) => void listeners.push(listener),
      close: async () => {},
    };
  }

  const self = randomUUID();
  let client: pg.Client | undefined;
  let listening = false;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const lost = (error?: unknown) => {
    if (error && !closed) log?.warn({ err: error }, 'The change signal lost its PostgreSQL connection; caches are off until it is back');
    listening = false;
    const old = client;
    client = undefined;
    old?.removeAllListeners();
    old?.on('error', () => {});
    void old?.end().catch(() => {});
    // What changed while nobody listened is unknown: forget everything kept.
    hear();
    if (!closed && !retry) {
      retry = setTimeout(() => {
        retry = undefined;
        void connect();
      }, retryMs);
      retry.unref();
    }
  };

  const connect = async () => {
    if (closed) return;
    const next = new pg.Client({ connectionString: databaseUrl });
    next.on('error', lost);
    next.on('end', () => {
      if (client === next) lost(new Error('connection ended'));
    });
    next.on('notification', (message) => {
      if (message.channel === CHANGE_CHANNEL && message.payload !== self) hear();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${CHANGE_CHANNEL}`);
    } catch (error) {
      client = next;
      lost(error);
      return;
    }
    if (closed) {
      await next.end().catch(() => {});
      return;
    }
    client = next;
    listening = true;
  };
  void connect();

  return {
    get listening() {
      return listening;
    },
    async changed() {
      hear();
      // NOTIFY outside a transaction goes out when its statement ends; a failure only costs the others' freshness
      // until their kept answers expire.
      try {
        if (db) await db.execute(sql`select pg_notify(${CHANGE_CHANNEL}, ${self})`);
        else await client?.query('SELECT pg_notify($1, $2)', [CHANGE_CHANNEL, self]);
      } catch (error) {
        log?.warn({ err: error }, 'Could not tell the other server processes of a change');
      }
    },
    onChange: (listener) => void listeners.push(listener),
    async close() {
      closed = true;
      listening = false;
      if (retry) clearTimeout(retry);
      const old = client;
      client = undefined;
      old?.removeAllListeners();
      old?.on('error', () => {});
      await old?.end().catch(() => {});
    },
  };
}
