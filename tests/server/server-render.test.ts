// @vitest-environment node
// The public pages arrive as HTML with their content (issue 15): the server renders them from source here
// (src/app/entrypoint/server.tsx, the same render dist/ssr holds), with the API called in-process, and puts the
// scope's values next to the markup for the browser to pick up. The built client is a tiny fake template.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import * as serverRender from '@/app/entrypoint/server';
import { serverRenderedPaths } from '@/app/router/paths';
import { setupTestServer } from './harness';
import { insertTestimonial, insertTuition, insertTutor } from './marketplace-fixtures';

const clientDir = mkdtempSync(path.join(tmpdir(), 'shikhon-ssr-client-'));
writeFileSync(
  path.join(clientDir, 'index.html'),
  '<!doctype html><html lang="en"><head><title>Shikhon</title></head><body><div id="root"></div><script type="module" src="/assets/index-x.js"></script></body></html>',
);
// The client's build manifest: the home page's chunk imports a shared one with its own stylesheet.
mkdirSync(path.join(clientDir, '.vite'));
writeFileSync(
  path.join(clientDir, '.vite', 'manifest.json'),
  JSON.stringify({
    'index.html': { file: 'assets/index-x.js', isEntry: true, imports: ['_Stack-s.js'], css: ['assets/index-x.css'] },
    '_Stack-s.js': { file: 'assets/Stack-s.js' },
    'src/pages/home/index.ts': { file: 'assets/home-h.js', isDynamicEntry: true, imports: ['_Stack-s.js', '_Carousel-c.js'], css: ['assets/home-h.css'] },
    '_Carousel-c.js': { file: 'assets/Carousel-c.js', css: ['assets/Carousel-c.css'] },
  }),
);
afterAll(async () => {
  await rm(clientDir, { recursive: true, force: true });
});

const server = setupTestServer({ config: { CLIENT_DIR: clientDir }, pageRenderer: serverRender });

/** The values the page carries for the browser's scope. */
function stateOf(html: string): { language: string; values: Record<string, unknown> } {
  const match = /<script id="server-state" type="application\/json">([\s\S]*?)<\/script>/.exec(html);
  expect(match, 'the page carries its state').not.toBeNull();
  return JSON.parse(match![1]!) as { language: string; values: Record<string, unknown> };
}

const rootOf = (html: string) => /<div id="root">([\s\S]*)<\/div><script id="server-state"/.exec(html)?.[1] ?? '';

describe('home from the server', () => {
  it('has the featured tutors and the testimonials in its markup and in its state', async () => {
    await insertTutor(server.db, { name: 'Nusrat Featuredtutor', flags: { isFeatured: true, isPremium: true } });
    await insertTestimonial(server.db, { name: 'Farhana Saysso', testimonial: 'Found a tutor in two days.' });

    const response = await server.app.inject({ url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    const root = rootOf(response.body);
    expect(root).toContain('Nusrat Featuredtutor');
    expect(root).toContain('Farhana Saysso');
    expect(root).toContain('Found a tutor in two days.');
    // The page's own chunks and stylesheets (not the entry's) are linked in the head, so it is laid out before scripts.
    const head = response.body.slice(0, response.body.indexOf('</head>'));
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/home-h.css">');
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/Carousel-c.css">');
    expect(head).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/home-h.js">');
    expect(head).not.toContain('Stack-s.js');
    // Its content shows before any script runs: the stylesheets come first and every script loads at low priority.
    expect(head.indexOf('home-h.css')).toBeLessThan(head.indexOf('home-h.js'));
    expect(response.body).toContain('<script type="module" fetchpriority="low" src="/assets/index-x.js">');
    const scripts = response.body.match(/<script type="module"[^>]*>|<link rel="modulepreload"[^>]*>/g) ?? [];
    expect(scripts).toHaveLength(3);
    expect(scripts.filter((tag) => !tag.includes('fetchpriority="low"'))).toEqual([]);
    // The page's own title, in the head.
    expect(response.body).toMatch(/<head>[\s\S]*<title>Shikhon: Reliable Tuition Platform[^<]*<\/title>[\s\S]*<\/head>/);

    const state = stateOf(response.body);
    expect(state.language).toBe('en');
    const values = JSON.stringify(state.values);
    expect(values).toContain('Nusrat Featuredtutor');
    expect(values).toContain('Farhana Saysso');
    // The rendered address: the browser does not start the page's loads again.
    expect(Object.values(state.values)).toContain('/');
  });

  it('is in Bangla with ?lang=bn, the Bangla cookie or a Bangla browser', async () => {
    const byQuery = await server.app.inject({ url: '/?lang=bn' });
    expect(byQuery.body).toMatch(/<html lang="bn"/);
    expect(stateOf(byQuery.body).language).toBe('bn');
    expect(byQuery.body).toContain('/fonts/noto-sans-bengali.css');
    // The hero's heading in Bangla script.
    expect(rootOf(byQuery.body)).toMatch(/<h1[^>]*>[^<]*[\u0980-\u09FF]/);

    const byCookie = await server.app.inject({ url: '/', headers: { cookie: 'i18next=bn' } });
    expect(byCookie.body).toMatch(/<html lang="bn"/);
    const byBrowser = await server.app.inject({ url: '/', headers: { 'accept-language': 'bn-BD,bn;q=0.9' } });
    expect(byBrowser.body).toMatch(/<html lang="bn"/);
    const english = await server.app.inject({ url: '/?lang=en', headers: { cookie: 'i18next=bn' } });
    expect(english.body).toMatch(/<html lang="en"/);
  });

  it('sends the shell, not an error, when the render fails', async () => {
    const failing = setupFailing();
    const response = await failing.inject({ url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.body).not.toContain('server-state');
  });
});

describe('the board from the server', () => {
  it('lists an active job with its number and area', async () => {
    const job = await insertTuition(server.db, { area: 'Uttara Sector 7', location: 'Uttara Sector 7' });
    const response = await server.app.inject({ url: '/tution_list' });
    expect(response.statusCode).toBe(200);
    const root = rootOf(response.body);
    expect(root).toContain('Uttara Sector 7');
    expect(root).toContain(String(job.jobNumber));
    expect(JSON.stringify(stateOf(response.body).values)).toContain(job.id);
  });
});

describe('a job, Find tutors and a tutor from the server', () => {
  it('shows the job with its number and its details', async () => {
    const job = await insertTuition(server.db, { area: 'Bashundhara R/A', location: 'Bashundhara R/A', classLevel: 'Class 7' });
    const response = await server.app.inject({ url: `/tuition_details/${job.id}` });
    const root = rootOf(response.body);
    expect(root).toContain(String(job.jobNumber));
    expect(root).toContain('Bashundhara R/A');
    expect(JSON.stringify(stateOf(response.body).values)).toContain(job.id);
  });

  it('lists tutors on Find tutors and shows one tutor by name', async () => {
    const { user } = await insertTutor(server.db, { name: 'Tanvir Listedtutor', flags: { isPremium: true } });
    const list = await server.app.inject({ url: '/premium_tutor' });
    expect(rootOf(list.body)).toContain('Tanvir Listedtutor');
    expect(rootOf(list.body)).toContain(`/premium_tutor_details/${user.id}`);

    const details = await server.app.inject({ url: `/premium_tutor_details/${user.id}` });
    expect(rootOf(details.body)).toContain('Tanvir Listedtutor');
    expect(details.body).toMatch(/<title>Tanvir Listedtutor[^<]*<\/title>/);
    expect(JSON.stringify(stateOf(details.body).values)).toContain(user.id);
  });

  it('renders every address the server serves as a rendered page', () => {
    expect(serverRender.SERVER_PAGES.map((page) => page.path)).toEqual([...serverRenderedPaths]);
  });
});

describe('other addresses', () => {
  it('keep the shell for the browser to render', async () => {
    const response = await server.app.inject({ url: '/login' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.body).not.toContain('server-state');
  });
});

/** The same app answering through a render that throws. */
function setupFailing() {
  return {
    inject: async (options: { url: string }) => {
      const { createTestServer } = await import('./harness');
      const failing = await createTestServer({
        database: server.database,
        config: { CLIENT_DIR: clientDir },
        pageRenderer: {
          renderPage: () => Promise.reject(new Error('render broke')),
        },
      });
      try {
        return await failing.app.inject(options);
      } finally {
        await failing.close();
      }
    },
  };
}
