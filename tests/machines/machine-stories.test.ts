import { describe, expect, it } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import * as adminLogin from '@machines/admin-login';
import * as documentVerification from '@machines/document-verification';
import * as login from '@machines/login';
import * as passwordReset from '@machines/password-reset';
import * as registration from '@machines/registration';
import * as requestApproval from '@machines/request-approval';
import * as session from '@machines/session';
import * as shortlistPick from '@machines/shortlist-pick';
import * as tutorProfileWizard from '@machines/tutor-profile-wizard';
import * as tutorRequestWizard from '@machines/tutor-request-wizard';

// "A designer can open any state of any screen from the Storybook sidebar" (STYLE.md): every state of
// every machine is shown by at least one story, which says so in `parameters.machineStates`
// (`'<machine id>.<state path>'`, e.g. 'login.submitting', 'tutorProfileWizard.editing.review').

/** States nobody can see, each with the reason. Keep this short: a state that shows anything gets a story. */
const EXEMPT: Record<string, string> = {
  'documentVerification.routing': 'an immediate `always` choice between notUploaded, pending and verified',
  'login.redirected': 'final: entering it opens the dashboard, whose stories show what follows',
  'adminLogin.redirected': 'final: entering it opens /admin, shown by Pages/Admin/Dashboard',
  'passwordReset.redirected': 'final: entering it opens /login, shown by Pages/Login',
  'tutorProfileWizard.redirected': "final: entering it opens the tutor's dashboard, shown by Pages/Dashboard",
};

/** Every machine the machines/ folder exports, found from the modules themselves (a new export is picked up). */
function exportedMachines(): AnyStateMachine[] {
  const modules = [
    adminLogin,
    documentVerification,
    login,
    passwordReset,
    registration,
    requestApproval,
    session,
    shortlistPick,
    tutorProfileWizard,
    tutorRequestWizard,
  ];
  const machines = modules.flatMap((module) =>
    Object.values(module).filter(
      (value): value is AnyStateMachine =>
        typeof value === 'object' && value !== null && 'root' in value && 'states' in value && 'provide' in value,
    ),
  );
  return [...new Set(machines)];
}

interface StateNodeLike {
  states: Record<string, StateNodeLike>;
}

/** `id.path` of every state node, parents before their children. */
function statePaths(machine: AnyStateMachine): { path: string; isLeaf: boolean }[] {
  const paths: { path: string; isLeaf: boolean }[] = [];
  const walk = (node: StateNodeLike, prefix: string) => {
    for (const [key, child] of Object.entries(node.states)) {
      const path = `${prefix}.${key}`;
      paths.push({ path, isLeaf: Object.keys(child.states).length === 0 });
      walk(child, path);
    }
  };
  walk(machine.root as unknown as StateNodeLike, machine.id);
  return paths;
}

interface StoryModule {
  default?: { title?: string; parameters?: { machineStates?: unknown } };
  [exportName: string]: unknown;
}

const storyModules = import.meta.glob<StoryModule>('../../stories/**/*.stories.tsx', { eager: true });

/** Which stories claim which state: `'login.submitting' → ['Pages/Login › Submitting', ...]`. */
function storiesByState(): Map<string, string[]> {
  const claims = new Map<string, string[]>();
  const claim = (states: unknown, where: string) => {
    if (states === undefined) return;
    if (!Array.isArray(states) || states.some((state) => typeof state !== 'string')) {
      throw new Error(`${where}: parameters.machineStates must be a list of 'machine.state' names`);
    }
    for (const state of states as string[]) claims.set(state, [...(claims.get(state) ?? []), where]);
  };
  for (const [file, module] of Object.entries(storyModules)) {
    const title = module.default?.title ?? file;
    claim(module.default?.parameters?.machineStates, title);
    for (const [name, story] of Object.entries(module)) {
      if (name === 'default' || name === '__namedExportsOrder') continue;
      if ((typeof story !== 'function' && typeof story !== 'object') || story === null) continue;
      claim((story as { parameters?: { machineStates?: unknown } }).parameters?.machineStates, `${title} › ${name}`);
    }
  }
  return claims;
}

const machines = exportedMachines();
const claims = storiesByState();

describe('every machine state has a story', () => {
  it('finds the machines and the stories', () => {
    expect(machines.map((machine) => machine.id).sort()).toEqual(
      expect.arrayContaining(['login', 'registration', 'requestApproval', 'session', 'tutorProfileWizard']),
    );
    expect(Object.keys(storyModules).length).toBeGreaterThan(30);
  });

  it.each(machines.map((machine) => [machine.id, machine] as const))('%s: each state is shown by a story', (_id, machine) => {
    const paths = statePaths(machine);
    const covered = (path: string) =>
      claims.has(path) || paths.some((other) => other.path.startsWith(`${path}.`) && claims.has(other.path));
    const missing = paths.filter(({ path }) => !covered(path) && !(path in EXEMPT)).map(({ path }) => path);
    expect(missing, 'states without a story: add `parameters: { machineStates: [...] }` to one').toEqual([]);
  });

  it('every state a story names exists (names cannot rot), and every exemption is still a state', () => {
    const known = new Set(machines.flatMap((machine) => statePaths(machine).map(({ path }) => path)));
    const unknown = [...claims.entries()]
      .filter(([state]) => !known.has(state))
      .map(([state, stories]) => `${state} (${stories.join(', ')})`);
    expect(unknown).toEqual([]);
    expect(Object.keys(EXEMPT).filter((state) => !known.has(state))).toEqual([]);
    // An exempt state that a story shows after all should leave the list.
    expect(Object.keys(EXEMPT).filter((state) => claims.has(state))).toEqual([]);
  });
});
