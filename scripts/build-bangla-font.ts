// Builds the self-hosted Bangla font (issue 16): Noto Sans Bengali (the @expo-google-fonts package, OFL) subset to
// the Bengali block and the marks Bangla text needs, as woff2, in two weights, with its stylesheet. The output is
// committed in public/fonts; run this again only when the font package changes: `node --import tsx scripts/build-bangla-font.ts`.
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
// @ts-expect-error -- subset-font ships no types: (font: Buffer, text: string, options) => Promise<Buffer>
import subsetFont from 'subset-font';

const SOURCE = 'node_modules/@expo-google-fonts/noto-sans-bengali';
const OUT = 'public/fonts';
const WEIGHTS = [
  { weight: 400, file: '400Regular/NotoSansBengali_400Regular.ttf' },
  { weight: 700, file: '700Bold/NotoSansBengali_700Bold.ttf' },
];
/** The Bengali block, the dandas, ZWNJ/ZWJ, the dotted circle and the Taka sign (in the block: U+09F3). */
const UNICODE_RANGE = 'U+0964-0965, U+0980-09FF, U+200C-200D, U+25CC';

function codepoints(): string {
  let text = '';
  for (let code = 0x0980; code <= 0x09ff; code += 1) text += String.fromCodePoint(code);
  return `${text}\u0964\u0965\u200c\u200d\u25cc`;
}

mkdirSync(OUT, { recursive: true });
let css = '/* Noto Sans Bengali (SIL Open Font License), subset to Bangla; loaded only when the page is in Bangla. */\n';
for (const { weight, file } of WEIGHTS) {
  const woff2 = await subsetFont(readFileSync(`${SOURCE}/${file}`), codepoints(), { targetFormat: 'woff2' });
  const name = `noto-sans-bengali-${weight}.woff2`;
  writeFileSync(`${OUT}/${name}`, woff2);
  console.log(`${name}: ${(woff2.length / 1024).toFixed(1)} KB`);
  css += `@font-face {\n  font-family: 'Noto Sans Bengali';\n  font-style: normal;\n  font-weight: ${weight === 400 ? '100 500' : '600 900'};\n  font-display: swap;\n  src: url('/fonts/${name}') format('woff2');\n  unicode-range: ${UNICODE_RANGE};\n}\n`;
}
css += `html[lang='bn'] {\n  --mantine-font-family: 'Noto Sans Bengali', -apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif;\n  --mantine-font-family-headings: var(--mantine-font-family);\n}\n`;
writeFileSync(`${OUT}/noto-sans-bengali.css`, css);
