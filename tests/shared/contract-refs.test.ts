// The browser's route references (src/shared/api/contract-refs, written by scripts/contract-refs.ts) match the route
// contract: same files, methods, paths and inputs, and each loads its own route. `npm run contract:refs` writes them
// again after a change to the contract. docs/decisions.md: "Answer schemas load with the call".
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as api from '@/shared/api';
import * as contract from '@/shared/api/contract';
import { contractRefFiles } from '../../scripts/contract-refs';

const refsDir = path.resolve(import.meta.dirname, '../../src/shared/api/contract-refs');
const groups = Object.entries(contract).filter(([name]) => name.endsWith('Contract')) as [string, Record<string, { method: string; path: string }>][];

describe('contract references', () => {
  it('are the files the contract asks for now (run `npm run contract:refs` after changing it)', async () => {
    const expected = await contractRefFiles();
    const written = readdirSync(refsDir).sort();
    expect(written).toEqual([...expected.keys()].sort());
    for (const [name, text] of expected) expect(readFileSync(path.join(refsDir, name), 'utf8'), name).toBe(text);
  });

  it("take the contract's group names in @/shared/api, and each loads its own route", async () => {
    expect(groups.length).toBeGreaterThan(20);
    for (const [name, group] of groups) {
      const refs = (api as unknown as Record<string, Record<string, api.RouteRef>>)[name];
      expect(refs, name).toBeDefined();
      expect(Object.keys(refs!)).toEqual(Object.keys(group));
      for (const [key, route] of Object.entries(group)) {
        const ref = refs![key]!;
        expect({ method: ref.method, path: ref.path }).toEqual({ method: route.method, path: route.path });
        expect(await ref.load()).toBe(route);
      }
    }
  });
});
