// `npm run bench:web`: Lighthouse 13.5.0 (mobile profile: slow 4G, 4× CPU slowdown) against a running server
// (`npm start` in another terminal), each public page `--runs` times (default 3); prints the median performance and
// accessibility scores, LCP, CLS, TBT and transferred bytes per page.
//
//   npm run bench:web -- [--url http://127.0.0.1:3000] [--runs 3] [--only home,board] [--lang en|bn|both]
//
// `--lang bn` measures each page in Bangla (its address with `?lang=bn`: Bangla catalogues and the Bangla font);
// `--lang both` measures each page in English and then in Bangla, one row each (issue 16: Bangla within 5 points).
//
// Lighthouse is not a dependency: it runs through `npx -y lighthouse@13.5.0` (fetched into npm's cache on first use)
// with CHROME_PATH (default /usr/bin/chromium). The job and tutor detail pages use the first job and tutor the API
// lists. Not part of `npm test`.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

const { values: args } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://127.0.0.1:3000' },
    runs: { type: 'string', default: '3' },
    only: { type: 'string' },
    lang: { type: 'string', default: 'en' },
  },
});
const languages = args.lang === 'both' ? (['en', 'bn'] as const) : args.lang === 'bn' ? (['bn'] as const) : (['en'] as const);
/** A page's address in a language: English as it is, Bangla with `?lang=bn` (kept with any query it has). */
const inLanguage = (pagePath: string, language: 'en' | 'bn') =>
  language === 'en' ? pagePath : `${pagePath}${pagePath.includes('?') ? '&' : '?'}lang=bn`;
const base = args.url.replace(/\/$/, '');
const runs = Math.min(9, Math.max(1, Number(args.runs) || 3));
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** The id the page's address takes, of the first job (`data[].jobId`) or tutor (`tutors[]._id`) the API lists. */
async function firstId(apiPath: string): Promise<string | undefined> {
  const response = await fetch(`${base}${apiPath}`);
  if (!response.ok) return undefined;
  const body = (await response.json()) as { data?: { jobId?: string }[]; tutors?: { _id?: string }[] };
  return body.data?.[0]?.jobId ?? body.tutors?.[0]?._id;
}

interface Page {
  name: string;
  path: string;
}

async function pages(): Promise<Page[]> {
  const job = await firstId('/api/tuitions?page=1&limit=1');
  const tutor = await firstId('/api/tutors/all?page=1&limit=1');
  const all: Page[] = [
    { name: 'home', path: '/' },
    { name: 'board', path: '/tution_list' },
    ...(job ? [{ name: 'job', path: `/tuition_details/${job}` }] : []),
    { name: 'tutors', path: '/premium_tutor' },
    ...(tutor ? [{ name: 'tutor', path: `/premium_tutor_details/${tutor}` }] : []),
    { name: 'hire', path: '/request_for_tutor' },
    { name: 'login', path: '/login' },
    { name: 'signup', path: '/signup' },
    { name: 'faq', path: '/faq' },
  ];
  const only = args.only?.split(',').map((name) => name.trim());
  return only ? all.filter((page) => only.includes(page.name)) : all;
}

interface Figures {
  performance: number;
  accessibility: number;
  lcp: number;
  cls: number;
  tbt: number;
  bytes: number;
}

function lighthouse(url: string, output: string): Promise<void> {
  return new Promise((resolve, reject) => {
    execFile(
      'npx',
      [
        '-y',
        'lighthouse@13.5.0',
        url,
        '--quiet',
        '--output=json',
        `--output-path=${output}`,
        '--only-categories=performance,accessibility',
        '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage',
      ],
      { env: { ...process.env, CHROME_PATH: chromePath }, maxBuffer: 64 * 1024 * 1024, timeout: 300_000 },
      (error, _stdout, stderr) => (error ? reject(new Error(`lighthouse failed for ${url}: ${stderr || error.message}`)) : resolve()),
    );
  });
}

async function measure(url: string, folder: string, run: number): Promise<Figures> {
  const output = path.join(folder, `run-${run}.json`);
  // Chromium sometimes loses the trace of a load ("NO_NAVSTART ... Please run Lighthouse again"): run that load again.
  for (let attempt = 1; ; attempt += 1) {
    try {
      await lighthouse(url, output);
      break;
    } catch (error) {
      if (attempt >= 3 || !/run Lighthouse again/i.test(String(error))) throw error;
      process.stdout.write(`  (${url}: Lighthouse lost the trace, measuring again)\n`);
    }
  }
  const report = JSON.parse(await readFile(output, 'utf8')) as {
    categories: Record<string, { score: number | null }>;
    audits: Record<string, { numericValue?: number }>;
  };
  return {
    performance: Math.round((report.categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((report.categories.accessibility?.score ?? 0) * 100),
    lcp: report.audits['largest-contentful-paint']?.numericValue ?? NaN,
    cls: report.audits['cumulative-layout-shift']?.numericValue ?? NaN,
    tbt: report.audits['total-blocking-time']?.numericValue ?? NaN,
    bytes: report.audits['total-byte-weight']?.numericValue ?? NaN,
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

async function main(): Promise<void> {
  const health = await fetch(`${base}/api/health`).catch(() => undefined);
  if (!health?.ok) throw new Error(`No server answers ${base}/api/health: start one with npm start (or pass --url).`);
  const folder = await mkdtemp(path.join(tmpdir(), 'shikhon-bench-web-'));
  const rows: string[][] = [];
  try {
    for (const page of await pages()) for (const language of languages) {
      const results: Figures[] = [];
      const pagePath = inLanguage(page.path, language);
      const name = languages.length > 1 || language !== 'en' ? `${page.name} (${language})` : page.name;
      for (let run = 1; run <= runs; run += 1) {
        results.push(await measure(`${base}${pagePath}`, folder, run));
        process.stdout.write(`  ${name} run ${run}: performance ${results.at(-1)!.performance}\n`);
      }
      const pick = (key: keyof Figures) => median(results.map((result) => result[key]));
      rows.push([
        name,
        pagePath,
        String(pick('performance')),
        String(pick('accessibility')),
        `${(pick('lcp') / 1000).toFixed(1)} s`,
        pick('cls').toFixed(3),
        `${pick('tbt').toFixed(0)} ms`,
        `${(pick('bytes') / 1024).toFixed(0)} KB`,
      ]);
    }
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
  const header = ['Page', 'Path', 'Perf', 'A11y', 'LCP', 'CLS', 'TBT', 'Transferred'];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: string[]) => `| ${cells.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`;
  process.stdout.write(
    `\nLighthouse 13.5.0, mobile profile, median of ${runs}, ${base}; ${os.cpus().length} CPUs, load average ${os.loadavg()[0]?.toFixed(2)}\n` +
      [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n') +
      '\n(targets: performance ≥ 95, LCP ≤ 2.5 s, CLS ≤ 0.1, TBT ≤ 200 ms, accessibility 100)\n',
  );
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
