import type { AnyEventObject, InspectionEvent, MachineContext, Observer } from 'xstate';

const SECRET_KEYS = new Set(['token', 'password', 'newPassword', 'confirmPassword']);

/** Copies a value with every secret field masked, so the inspector window never sees them. */
export function maskSecrets<T>(value: T, depth = 0): T {
  if (depth > 8 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => maskSecrets(item, depth + 1)) as T;
  // Only plain records are walked: actor refs, errors and DOM nodes pass as they are.
  const proto: unknown = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) return value;
  const masked: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    masked[key] = SECRET_KEYS.has(key) && typeof item === 'string' ? '•••' : maskSecrets(item, depth + 1);
  }
  return masked as T;
}

/** `?inspect` in the address (any value), or VITE_INSPECT=true at build or dev time. */
export function isInspectorRequested(search: string, envFlag: string | undefined): boolean {
  if (envFlag === 'true') return true;
  return new URLSearchParams(search).has('inspect');
}

async function createInspectObserver(): Promise<Observer<InspectionEvent> | undefined> {
  const search = typeof window === 'undefined' ? '' : window.location.search;
  if (!isInspectorRequested(search, import.meta.env.VITE_INSPECT)) return undefined;
  // Loaded only when asked for, so the inspector never weighs on a normal visit.
  const { createBrowserInspector } = await import('@statelyai/inspect');
  const inspector = createBrowserInspector({
    sanitizeContext: (context: MachineContext) => maskSecrets(context),
    sanitizeEvent: (event: AnyEventObject) => maskSecrets(event),
  });
  return inspector.inspect;
}

/**
 * The Stately inspector's observer when QA switched it on, else undefined. Created once per
 * page load; pass it to every actor: `useMachine(machine, { inspect })`, `createActor(machine, { inspect })`.
 */
export const inspect: Observer<InspectionEvent> | undefined = await createInspectObserver();

/** True when actors are being sent to the inspector. */
export const inspectorEnabled: boolean = inspect !== undefined;
