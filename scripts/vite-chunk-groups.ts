// The client build's chunk groups (issue 15, "ship less"; docs/decisions.md, "Chunk groups for the first screen").
// Left to itself the bundler cuts one chunk per set of importers, so a public page started as ~100 small files
// (every Mantine component, icon and hook its own chunk), each one a request the server render preloads. Here the
// modules the first screen needs are grouped by who needs them, from the module graph as the bundler sees it:
//   - `framework`: the packages the app's entry (src/app/main.tsx) needs (React, react-dom, the router, i18next,
//     effector, the Mantine components of the shell); `app`: the entry's own modules (the shell);
//   - `public~<pages>`: what public pages need beyond that, one group per set of pages needing it (`public` for all
//     five: the Mantine components, entities and shared UI of their first screens), so a page loads only its sets.
// Everything else is cut as before: a page's own modules stay in its lazy chunk, and a module only the admin area or
// a member's pages need is never captured, so a public page never carries it (`npm run bench:js` names any).
//
// "Needs" follows the names imported, not only the files: a barrel (Mantine's index, a slice's index.ts) imports
// every component, but a module importing `Button` from it needs Button's module only. Where a module's imports
// cannot be read (CommonJS, generated code) all of them count, which can only make a group larger, never wrong:
// a module left out of the groups is cut as before.
import path from 'node:path';
import type { Rolldown } from 'vite';

/** The public pages the server renders (their modules, as src/app/entrypoint/server.tsx imports them). */
export const PUBLIC_PAGE_MODULES = [
  'src/pages/home/index.ts',
  'src/pages/tuition-board/index.ts',
  'src/pages/tuition-details/index.ts',
  'src/pages/find-tutors/index.ts',
  'src/pages/tutor-details/index.ts',
];
const ENTRY_MODULE = 'src/app/main.tsx';

/** Modules only the admin area or a signed-in member needs (as scripts/initial-js.ts): never in a shared group. */
const PRIVATE_MODULE =
  /[\\/]src[\\/](pages[\\/](admin-|dashboard|my-|member-|posted-jobs|update-profile|new-tutor-request)|widgets[\\/](admin-|member-|user-menu|notification))/;

type Names = Set<string> | 'all';
interface Statement {
  source: string;
  /** Names taken from the source (`*` for all), each with the name it gets here (null: only re-exported). */
  names: { imported: string; local: string | null; exported: string | null }[];
  all?: 'import' | 'export';
  /** `import * as namespace`. */
  namespace?: string;
}

const STATEMENT =
  /(?:^|[;\n}])\s*(import|export)\s*(?:([\w$*{}\s,]*?)\s*from\s*)?(["'])([^"'\n]+)\3/g;

/** A module's static import and re-export statements, in order. */
function statementsOf(code: string): Statement[] {
  const statements: Statement[] = [];
  for (const match of code.matchAll(STATEMENT)) {
    const [, keyword, clause = '', , source] = match;
    const statement: Statement = { source: source!, names: [] };
    const text = clause.trim();
    if (keyword === 'export') {
      if (text === '*') statement.all = 'export';
      else if (/^\*\s*as\s+[\w$]+$/.test(text)) statement.names.push({ imported: '*', local: null, exported: text.split(/\s+/)[2]! });
      else
        for (const part of text.replace(/[{}]/g, '').split(',')) {
          const [imported, , exported] = part.trim().split(/\s+/);
          if (imported) statement.names.push({ imported, local: null, exported: exported ?? imported });
        }
    } else if (text !== '') {
      const braces = /\{([^}]*)\}/.exec(text);
      const outside = text.replace(/\{[^}]*\}/, '').replace(/,/g, ' ').trim();
      if (/^\*\s*as\s+/.test(outside)) {
        statement.all = 'import';
        statement.namespace = outside.split(/\s+/)[2];
      }
      else if (outside !== '') statement.names.push({ imported: 'default', local: outside, exported: null });
      for (const part of braces?.[1]?.split(',') ?? []) {
        const [imported, , local] = part.trim().split(/\s+/);
        if (imported) statement.names.push({ imported, local: local ?? imported, exported: null });
      }
    }
    statements.push(statement);
  }
  return statements;
}

/** `export { a as b }` without a source: local a leaves as b. */
function localExports(code: string): Map<string, string[]> {
  const exported = new Map<string, string[]>();
  for (const match of code.matchAll(/(?:^|[;\n])\s*export\s*\{([^}]*)\}\s*(?!\s*from)(?=;|\n|$)/g)) {
    for (const part of match[1]!.split(',')) {
      const [local, , name] = part.trim().split(/\s+/);
      if (local) exported.set(local, [...(exported.get(local) ?? []), name ?? local]);
    }
  }
  return exported;
}

/** A module's code less its import and export lists: where its own code uses what it imports. */
const bodyOf = (code: string) =>
  code
    .replace(STATEMENT, ';')
    .replace(/(?:^|[;\n])\s*export\s*\{[^}]*\}/g, ';');

const escapeName = (name: string) => name.replace(/\$/g, '\\$');

/**
 * Every module `from` needs when `wanted` of its exports are used, following the names imported: a name a module
 * imports only to export it again (a barrel: Mantine's index, a slice's index.ts) is needed only when asked for.
 */
function neededFrom(ctx: Rolldown.ChunkingContext, from: string, wanted: Names = 'all'): Set<string> {
  const asked = new Map<string, Names>();
  const add = (id: string, names: Names) => {
    const known = asked.get(id);
    if (known === 'all') return false;
    if (names === 'all') asked.set(id, 'all');
    else if (!known) asked.set(id, new Set(names));
    else {
      const before = known.size;
      for (const name of names) known.add(name);
      if (known.size === before) return false;
    }
    return true;
  };
  const queue: string[] = [from];
  add(from, wanted);
  while (queue.length > 0) {
    const id = queue.pop()!;
    const names = asked.get(id)!;
    const info = ctx.getModuleInfo(id);
    if (!info) continue;
    const code = info.code ?? '';
    const statements = statementsOf(code);
    const sources = [...new Set(statements.map((statement) => statement.source))];
    // Imports a plugin added after the code was read (Vite's preload helper) are virtual modules, last.
    const readable =
      sources.length <= info.importedIds.length && info.importedIds.slice(sources.length).every((target) => target.startsWith('\0'));
    const body = readable ? bodyOf(code) : '';
    const exportsOf = readable ? localExports(code) : new Map<string, string[]>();
    const want = (exported: string | null) => names === 'all' || (exported !== null && names.has(exported));
    /** An imported name is needed when the module's own code uses it, or as far as it is exported and asked for. */
    const needed = (local: string) =>
      new RegExp(`(^|[^\\w$.])${escapeName(local)}(?![\\w$])`).test(body) || (exportsOf.get(local) ?? []).some(want);
    // A name the module exports itself is never the star's (ES modules: explicit exports shadow `export *`).
    const ownNames = new Set([
      ...statements.flatMap((statement) => statement.names.map((name) => name.exported)),
      ...[...exportsOf.values()].flat(),
      ...[...code.matchAll(/(?:^|[;\n])\s*export\s+(?:default\s+)?(?:async\s+)?(?:const|let|var|function\*?|class)\s+([\w$]+)/g)].map((match) => match[1]),
    ]);
    /** The asked names `export * from target` can answer (all of them when it re-exports a star itself). */
    const starNames = (target: string, names: Set<string>) => {
      const passed = [...names].filter((name) => !ownNames.has(name));
      const targetInfo = ctx.getModuleInfo(target);
      if (!targetInfo || /(?:^|[;\n])\s*export\s*\*/.test(targetInfo.code ?? '')) return passed;
      const exported = new Set(targetInfo.exports);
      return passed.filter((name) => exported.has(name));
    };
    info.importedIds.forEach((target, index) => {
      let asking: Names = new Set<string>();
      let sideEffect = false;
      if (!readable || index >= sources.length) asking = 'all';
      else {
        for (const statement of statements.filter((one) => one.source === sources[index])) {
          if (statement.all === 'export') asking = names === 'all' ? 'all' : new Set([...(asking as Set<string>), ...starNames(target, names)]);
          else if (statement.all === 'import') asking = statement.namespace && !needed(statement.namespace) ? asking : 'all';
          else if (statement.names.length === 0) sideEffect = true;
          for (const name of statement.names) {
            if (asking === 'all') break;
            if (!(name.local === null ? want(name.exported) : needed(name.local))) continue;
            if (name.imported === '*') asking = 'all';
            else asking.add(name.imported);
          }
          if (asking === 'all') break;
        }
        // Nothing asked for through it: not needed, unless imported for its side effects (a stylesheet).
        if (asking !== 'all' && asking.size === 0 && !sideEffect) return;
      }
      if (add(target, asking)) queue.push(target);
    });
  }
  return new Set(asked.keys());
}

/** Every non-empty set of the pages, in their order. */
const pageSets = (names: string[]): string[][] =>
  names.length === 0 ? [] : [[names[0]!], ...pageSets(names.slice(1)).flatMap((set) => [set, [names[0]!, ...set]])];

interface Graph {
  initial: Set<string>;
  /** For each module public pages need beyond the entry: the group of the pages that need it. */
  pages: Map<string, string>;
}

export function chunkGroups(root: string): Rolldown.CodeSplittingOptions {
  const absolute = (file: string) => path.resolve(root, file);
  const entry = absolute(ENTRY_MODULE);
  const pages = PUBLIC_PAGE_MODULES.map(absolute);
  const graphs = new WeakMap<Rolldown.ChunkingContext, Graph>();
  const graphOf = (ctx: Rolldown.ChunkingContext): Graph => {
    const known = graphs.get(ctx);
    if (known) return known;
    const initial = neededFrom(ctx, entry);
    const needers = new Map<string, string[]>();
    for (const page of pages) {
      const name = path.basename(path.dirname(page));
      for (const id of neededFrom(ctx, page)) if (!initial.has(id)) needers.set(id, [...(needers.get(id) ?? []), name]);
    }
    const groupOf = new Map([...needers].map(([id, names]) => [id, names.length === pages.length ? 'public' : `public~${names.join('~')}`]));
    const graph = { initial, pages: groupOf };
    graphs.set(ctx, graph);
    return graph;
  };
  // The entry and the pages stay the modules of their own chunks (the manifest names them; the server render reads it).
  const groupable = (id: string) => id !== entry && !pages.includes(id) && !PRIVATE_MODULE.test(id);
  const isPackage = (id: string) => /[\\/]node_modules[\\/]/.test(id) || id.startsWith('\0');
  return {
    groups: [
      {
        name: (id, ctx) => (groupable(id) && isPackage(id) && graphOf(ctx).initial.has(id) ? 'framework' : null),
        debugName: 'framework',
        priority: 30,
      },
      { name: (id, ctx) => (groupable(id) && graphOf(ctx).initial.has(id) ? 'app' : null), debugName: 'app', priority: 20 },
      // One group per set of public pages, the larger sets first: a group takes its modules' dependencies along, so
      // what more pages need must be taken before a smaller set's group would take it.
      ...pageSets(pages.map((page) => path.basename(path.dirname(page)))).map((set) => {
        const name = set.length === pages.length ? 'public' : `public~${set.join('~')}`;
        return {
          name: (id: string, ctx: Rolldown.ChunkingContext) => (groupable(id) && graphOf(ctx).pages.get(id) === name ? name : null),
          debugName: name,
          priority: 10 + set.length,
        };
      }),
    ],
  };
}
