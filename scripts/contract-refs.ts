// `npm run contract:refs` (issue 15, "ship less"): writes src/shared/api/contract-refs/, the browser's references to
// the routes of the contract (src/shared/api/contract). A reference holds what a call needs before its answer comes:
// the route's method, path and which inputs it takes; its `load` imports the contract's own file for the schema the
// answer is parsed with. So a page calls the API without zod and the contract's schemas in its initial JS, and the
// contract stays the one source: this script reads it, and tests/shared/contract-refs.test.ts fails when the files
// written here no longer match it (run this script again then). docs/decisions.md: "Answer schemas load with the call".
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const contractDir = path.join(root, 'src/shared/api/contract');
const refsDir = path.join(root, 'src/shared/api/contract-refs');

interface Route {
  method: string;
  path: string;
  params?: unknown;
  query?: unknown;
  body?: unknown;
  responses?: unknown;
}

const isRoute = (value: unknown): value is Route =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'responses' in value;
const isGroup = (value: unknown): value is Record<string, Route> =>
  typeof value === 'object' && value !== null && Object.keys(value).length > 0 && Object.values(value).every(isRoute);

const HEADER = '// Written by `npm run contract:refs` (scripts/contract-refs.ts) from the route contract: do not edit.\n';
const typeName = (group: string) => `${group[0]!.toUpperCase()}${group.slice(1)}`;

/** The files of src/shared/api/contract-refs/ as the contract asks for them now: name → text. */
export async function contractRefFiles(): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  const exported: string[] = [];
  for (const file of readdirSync(contractDir).filter((name) => name.endsWith('.ts')).sort()) {
    const base = file.replace(/\.ts$/, '');
    if (base === 'index') continue;
    const module = (await import(pathToFileURL(path.join(contractDir, file)).href)) as Record<string, unknown>;
    const groups = Object.entries(module).filter((entry): entry is [string, Record<string, Route>] => entry[0].endsWith('Contract') && isGroup(entry[1]))
      .sort(([a], [b]) => a.localeCompare(b));
    if (groups.length === 0) continue;
    const lines = [HEADER];
    lines.push(`import type { ${groups.map(([name]) => `${name} as ${typeName(name)}`).join(', ')} } from '../contract/${base}';`);
    lines.push(`import type { RouteRefs } from '../route-ref';`, '');
    lines.push(`const load = () => import('../contract/${base}');`);
    for (const [name, group] of groups) {
      lines.push('', `export const ${name}: RouteRefs<typeof ${typeName(name)}> = {`);
      for (const [key, route] of Object.entries(group)) {
        const takes = (['params', 'query', 'body'] as const).filter((part) => route[part] !== undefined);
        lines.push(
          `  ${key}: { method: '${route.method}', path: '${route.path}', takes: [${takes.map((part) => `'${part}'`).join(', ')}], ` +
            `load: () => load().then((file) => file.${name}.${key}) },`,
        );
      }
      lines.push('};');
      exported.push(`export { ${name} } from './${base}';`);
    }
    files.set(`${base}.ts`, `${lines.join('\n')}\n`);
  }
  files.set('index.ts', `${HEADER}${exported.join('\n')}\n`);
  return files;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const files = await contractRefFiles();
  rmSync(refsDir, { recursive: true, force: true });
  mkdirSync(refsDir, { recursive: true });
  for (const [name, text] of files) writeFileSync(path.join(refsDir, name), text);
  console.log(`wrote ${files.size} files to ${path.relative(root, refsDir)}`);
}
