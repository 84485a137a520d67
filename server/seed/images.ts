import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { deflateSync } from 'node:zlib';

// Small images the demo data points at, drawn from code: SVG for public pictures, PNG for the identity
// document placeholders (documents are PNG/JPEG only).

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

const PALETTE = ['#087553', '#1971c2', '#5f3dc4', '#c2255c', '#e67700', '#0b7285', '#2b8a3e', '#862e9c', '#d9480f', '#364fc7', '#a61e4d', '#5c940d'];

/** A head-and-shoulders figure on a coloured disc; no initials, so one file can stand for many tutors. */
export function tutorAvatarSvg(gender: 'Male' | 'Female', variant: number): string {
  const background = PALETTE[variant % PALETTE.length]!;
  const skin = ['#f1c27d', '#e0ac69', '#c68642', '#8d5524'][variant % 4]!;
  const hair = gender === 'Female'
    ? `<path d="M48 78c0-22 14-38 32-38s32 16 32 38v34H100V82H60v30H48z" fill="#2b1b17"/>`
    : `<path d="M54 70c0-18 12-28 26-28s26 10 26 28c-6-8-14-11-26-11s-20 3-26 11z" fill="#2b1b17"/>`;
  const clothes = gender === 'Female' ? '#f8f9fa' : '#212529';
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160">',
    `<rect width="160" height="160" rx="80" fill="${background}"/>`,
    `<path d="M28 150c4-28 24-42 52-42s48 14 52 42z" fill="${clothes}"/>`,
    hair,
    `<circle cx="80" cy="74" r="24" fill="${skin}"/>`,
    '</svg>',
  ].join('');
}

/** A square (or, with a radius of half its size, round) tile with white letters on a colour. */
function letterTileSvg({ size, radius, fill, text, fontSize, baseline }: { size: number; radius: number; fill: string; text: string; fontSize: number; baseline: number }): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">`,
    `<rect width="${size}" height="${size}" rx="${radius}" fill="${fill}"/>`,
    `<text x="${size / 2}" y="${baseline}" font-family="Arial, Helvetica, sans-serif" font-size="${fontSize}" font-weight="700" fill="#fff" text-anchor="middle">${escapeXml(text)}</text>`,
    '</svg>',
  ].join('');
}

/** A round picture with a person's initials. */
export function initialsAvatarSvg(name: string, variant: number): string {
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');
  return letterTileSvg({ size: 160, radius: 80, fill: PALETTE[variant % PALETTE.length]!, text: initials, fontSize: 56, baseline: 96 });
}

/** A square logo: the brand's first letters on its colour. */
export function logoSvg(name: string, color: string): string {
  const letters = name.replace(/[^A-Za-z]/g, '').slice(0, 2).toUpperCase();
  return letterTileSvg({ size: 120, radius: 24, fill: color, text: letters, fontSize: 44, baseline: 76 });
}

/** A 600×300 offer banner with the brand and the offer's title. */
export function bannerSvg(name: string, title: string, color: string): string {
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="300" viewBox="0 0 600 300">',
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${color}"/><stop offset="1" stop-color="#212529"/></linearGradient></defs>`,
    '<rect width="600" height="300" fill="url(#g)"/>',
    '<circle cx="520" cy="60" r="90" fill="#ffffff" fill-opacity="0.08"/>',
    `<text x="40" y="120" font-family="Arial, Helvetica, sans-serif" font-size="44" font-weight="700" fill="#fff">${escapeXml(name)}</text>`,
    `<text x="40" y="180" font-family="Arial, Helvetica, sans-serif" font-size="26" fill="#f1f3f5">${escapeXml(title)}</text>`,
    '</svg>',
  ].join('');
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real PNG (RGB, 8 bit): a card-like placeholder of a document, a header band and grey text lines. */
export function documentPng(width: number, height: number, accent: [number, number, number]): Buffer {
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y += 1) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x += 1) {
      let pixel: [number, number, number] = [248, 249, 250];
      if (y < height / 5) pixel = accent;
      else if (x > width * 0.06 && x < width * 0.3 && y > height * 0.3 && y < height * 0.85) pixel = [206, 212, 218];
      else if (x > width * 0.36 && x < width * 0.92 && (Math.floor(y / (height / 10)) % 2 === 0) && y > height * 0.3 && y < height * 0.85) pixel = [222, 226, 230];
      row.set(pixel, 1 + x * 3);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export async function writeFiles(root: string, files: ReadonlyMap<string, string | Buffer>): Promise<void> {
  for (const [relative, content] of files) {
    const target = path.join(root, relative);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, content);
  }
}
