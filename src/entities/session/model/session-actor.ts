import { sessionMachine } from '@machines/session';
import { createFlowActor } from '@/shared/lib/inspect';

/**
 * The session machine's actor for React: ui/SessionMachine.tsx gives it the app's (or a test's) `.provide()`d logic,
 * and the inspector (`?inspect`) sees it as before.
 */
export const SessionActor = createFlowActor(sessionMachine);
