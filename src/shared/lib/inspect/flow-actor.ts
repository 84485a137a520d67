import { createActorContext } from '@xstate/react';
import type { AnyStateMachine, SnapshotFrom } from 'xstate';
import { inspect } from './inspect';

/**
 * A flow's machine as a React actor context (issue 11): the slice's component renders its `Provider` with the wired
 * logic, and the inspector (`?inspect`, docs/qa.md) sees the actor, secrets masked.
 */
export function createFlowActor<TMachine extends AnyStateMachine>(machine: TMachine) {
  return createActorContext(machine, { inspect });
}

/** What a test or a story gives a flow: the machine `.provide()`d with stand-in calls, and a state to start in. */
export interface FlowProps<TMachine extends AnyStateMachine> {
  logic?: TMachine;
  snapshot?: SnapshotFrom<TMachine>;
}
