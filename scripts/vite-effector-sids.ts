// Gives every Effector unit in src/ a stable id (sid) from its file and position, with effector's own Babel plugin,
// so a scope filled on the server (src/app/entrypoint/server.tsx) can be serialized into the page and picked up by
// the browser's scope (issue 15, "first screen from the server"). Both builds (client and server render) and the
// tests run the same transform from the same root, so a store has the same sid everywhere. Only the units are
// touched; TypeScript and JSX stay for Vite's own transform after this one.
import { transformAsync } from '@babel/core';
import type { Plugin } from 'vite';

/** Functions that create units for their caller: each call gets sids from the call's place, not the factory's. */
const FACTORIES = ['@/shared/lib/paged-list', '@/shared/lib/upload-effect'];

/** Files that may create units: they import effector itself or one of the factories. */
const UNIT_SOURCES = new RegExp(`from ['"](?:effector|${FACTORIES.join('|')})['"]`);

export function effectorSids(): Plugin {
  let root = process.cwd();
  return {
    name: 'shikhon-effector-sids',
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
    },
    async transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (!/\.(ts|tsx)$/.test(file) || file.includes('/node_modules/') || !UNIT_SOURCES.test(code)) return null;
      const result = await transformAsync(code, {
        filename: file,
        root,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: ['typescript', 'jsx'] },
        plugins: [['effector/babel-plugin', { addLoc: false, addNames: false, factories: FACTORIES}]],
      });
      return result?.code ? { code: result.code, map: result.map } : null;
    },
  };
}
