import type { ActorRefLike, InspectionEvent, Observer } from 'xstate';

const MASK = '•••';
const MAX_DEPTH = 12;

/**
 * Keys whose values QA must never see in an inspector: any key naming a token, password or secret
 * (`token`, `accessToken`, `newPassword`, `rePassword`, `clientSecret`), a one-time code (`otp`, `code`,
 * `resetOtp`, `verificationCode`) and `digits`, the OTP boxes' event payload.
 */
export function isSecretKey(key: string): boolean {
  return /token|password|secret/i.test(key) || /^(otp|code|digits)$/i.test(key) || /(Otp|Code)$/.test(key);
}

/** A secret's value with every text or number hidden; empty strings, booleans and null stay (they tell nothing). */
function maskValue(value: unknown, depth: number): unknown {
  if (typeof value === 'number' || typeof value === 'bigint') return MASK;
  if (typeof value === 'string') return value === '' ? '' : MASK;
  if (Array.isArray(value)) return value.map((item) => maskValue(item, depth + 1));
  if (value !== null && typeof value === 'object') {
    if (depth > MAX_DEPTH) return MASK;
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, maskValue(item, depth + 1)]));
  }
  return value;
}

function isPlainRecord(value: object): value is Record<string, unknown> {
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

function maskAt<T>(value: T, depth: number, seen: WeakSet<object>): T {
  if (value === null || typeof value !== 'object') return value;
  if (seen.has(value)) return '[Circular]' as T;
  if (depth > MAX_DEPTH) return '[…]' as T;
  if (Array.isArray(value)) {
    seen.add(value);
    const copy = value.map((item: unknown) => maskAt(item, depth + 1, seen));
    seen.delete(value);
    return copy as T;
  }
  // Only plain records are walked: actor refs, errors and DOM nodes pass as they are.
  if (!isPlainRecord(value)) return value;
  seen.add(value);
  // A `{ field: 'password', value }` change event names its secret in another key.
  const namesSecret = typeof value.field === 'string' && isSecretKey(value.field);
  const masked: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    masked[key] =
      isSecretKey(key) || (namesSecret && key === 'value') ? maskValue(item, depth + 1) : maskAt(item, depth + 1, seen);
  }
  seen.delete(value);
  return masked as T;
}

/** Copies a value with every secret field masked (see isSecretKey), so no inspector ever sees them. */
export function maskSecrets<T>(value: T): T {
  return maskAt(value, 0, new WeakSet());
}

/**
 * What the Stately window is sent: the whole inspection event (context, event, an invoked actor's
 * input and output, children) masked, then made plain JSON. Masking only `context` and `event`, as the
 * inspector's own sanitize hooks do, would let the login call's input (the password) and its output
 * (the token) through.
 */
export function serializeForInspector<T>(event: T): T {
  const seen = new WeakSet<object>();
  const json = JSON.stringify(maskSecrets(event), (_key, item: unknown) => {
    if (typeof item === 'function') return undefined;
    if (item !== null && typeof item === 'object') {
      if (seen.has(item)) return '[Circular]';
      seen.add(item);
    }
    return item;
  });
  return (json === undefined ? null : JSON.parse(json)) as T;
}

export type InspectMode = 'off' | 'window' | 'log';

/**
 * `?inspect=log` (or VITE_INSPECT=log): transitions in the browser console, no internet needed.
 * `?inspect` with any other value (or VITE_INSPECT=true): the Stately inspector window.
 */
export function inspectModeOf(search: string, envFlag: string | undefined): InspectMode {
  const param = new URLSearchParams(search).get('inspect');
  if (param === 'log' || (param === null && envFlag === 'log')) return 'log';
  if (param !== null || envFlag === 'true') return 'window';
  return 'off';
}

/** `?inspect` in the address (any value), or VITE_INSPECT=true|log at build or dev time. */
export function isInspectorRequested(search: string, envFlag: string | undefined): boolean {
  return inspectModeOf(search, envFlag) !== 'off';
}

/** `{ editing: 'education' }` → `editing.education`; parallel regions joined with `, `. */
export function formatStateValue(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value === null || typeof value !== 'object') return String(value);
  return Object.entries(value)
    .map(([key, child]) => {
      const inner = formatStateValue(child);
      return inner === '' || inner === '[object Object]' ? key : `${key}.${inner}`;
    })
    .join(', ');
}

/** The machine's id for a root actor (`session`, `login`), the invoke or spawn id for a child. */
function actorNameOf(actorRef: ActorRefLike): string {
  const { id = actorRef.sessionId, logic } = actorRef as { id?: string; logic?: { config?: { id?: unknown } } };
  const machineId = logic?.config?.id;
  if (id === actorRef.sessionId && typeof machineId === 'string') return machineId;
  return id;
}

type ConsoleLike = Pick<Console, 'log'>;

/**
 * An XState `inspect` observer that prints one line per transition of every actor:
 * `[inspect] login: login.submit → submitting`, with the masked context and event beside it.
 * An invoked call (a promise actor) prints its status and masked output instead of a state.
 */
export function createConsoleInspector(out: ConsoleLike = console): Observer<InspectionEvent> {
  return {
    next(inspectionEvent) {
      if (inspectionEvent.type !== '@xstate.snapshot') return;
      const snapshot = inspectionEvent.snapshot as {
        value?: unknown;
        status?: string;
        context?: unknown;
        output?: unknown;
        error?: unknown;
      };
      const name = actorNameOf(inspectionEvent.actorRef);
      const eventType = inspectionEvent.event.type;
      if (snapshot.value !== undefined) {
        out.log(`[inspect] ${name}: ${eventType} → ${formatStateValue(snapshot.value)}`, {
          context: maskSecrets(snapshot.context),
          event: maskSecrets(inspectionEvent.event),
        });
        return;
      }
      out.log(`[inspect] ${name}: ${eventType} → (${snapshot.status ?? 'active'})`, {
        output: maskSecrets(snapshot.output),
        error: snapshot.error,
        event: maskSecrets(inspectionEvent.event),
      });
    },
  };
}

async function createInspectObserver(): Promise<Observer<InspectionEvent> | undefined> {
  const search = typeof window === 'undefined' ? '' : window.location.search;
  const mode = inspectModeOf(search, import.meta.env.VITE_INSPECT);
  if (mode === 'off') return undefined;
  if (mode === 'log') return createConsoleInspector();
  // Loaded only when asked for, so the inspector never weighs on a normal visit.
  const { createBrowserInspector } = await import('@statelyai/inspect');
  const inspector = createBrowserInspector({ serialize: serializeForInspector });
  return inspector.inspect;
}

/**
 * The inspector's observer when QA switched it on, else undefined. Created once per page load; pass
 * it to every actor: `useMachine(machine, { inspect })`, `createActor(machine, { inspect })`.
 */
export const inspect: Observer<InspectionEvent> | undefined = await createInspectObserver();

/** True when actors are being sent to an inspector (the Stately window or the console). */
export const inspectorEnabled: boolean = inspect !== undefined;
