import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { chunkGroups } from './scripts/vite-chunk-groups';
import { effectorSids } from './scripts/vite-effector-sids';
import { precompress } from './scripts/vite-precompress';

export const alias = {
  '@': fileURLToPath(new URL('./src', import.meta.url)),
  '@machines': fileURLToPath(new URL('./machines', import.meta.url)),
};

// `vite build`: the browser's app in dist/client. `vite build --ssr src/app/entrypoint/server.tsx`: the server's
// render of the public pages in dist/ssr/server.mjs (node_modules stay external, loaded by Node as usual). The
// client's manifest (dist/client/.vite/manifest.json) tells the server a page's chunks and stylesheets, so a page
// it renders links them from the start (server/plugins/server-render.ts).
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [effectorSids(), react(), precompress()],
  // react-router's package points every condition at its development build (extra checks and warnings); the
  // browser's bundle takes the production build instead (issue 15, "ship less"). The server keeps Node's choice.
  resolve: {
    alias: isSsrBuild
      ? alias
      : [
          ...Object.entries(alias).map(([find, replacement]) => ({ find, replacement })),
          { find: /^react-router$/, replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url)) },
          {
            find: /^react-router\/dom$/,
            replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/dom-export.mjs', import.meta.url)),
          },
        ],
  },
  build: isSsrBuild
    ? { outDir: 'dist/ssr', emptyOutDir: true, sourcemap: false, rollupOptions: { output: { entryFileNames: 'server.mjs' } } }
    : {
        outDir: 'dist/client',
        emptyOutDir: true,
        sourcemap: false,
        manifest: true,
        // The first screen's modules in a few chunks, not a hundred (scripts/vite-chunk-groups.ts).
        rolldownOptions: { output: { codeSplitting: chunkGroups(fileURLToPath(new URL('.', import.meta.url))) } },
      },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/uploads': 'http://localhost:3000' },
  },
}));
