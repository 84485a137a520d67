// The text a PDF made by pdfkit draws, for tests that must read what a generated PDF says (e.g. that a CV
// carries no phone number). Not a general PDF reader: objects without cross-reference streams, FlateDecode or
// plain streams, Tj/TJ with hex or literal strings, fonts with a ToUnicode map (embedded TrueType, Identity-H)
// or a standard font (one byte per character).
import { inflateSync } from 'node:zlib';

interface PdfObject {
  dict: string;
  stream: Buffer | null;
}

function objectsOf(pdf: Buffer): Map<number, PdfObject> {
  const text = pdf.toString('latin1');
  const objects = new Map<number, PdfObject>();
  for (const match of text.matchAll(/(\d+) 0 obj\s*([\s\S]*?)endobj/g)) {
    const body = match[2]!;
    const start = body.search(/stream\r?\n/);
    if (start === -1) {
      objects.set(Number(match[1]), { dict: body, stream: null });
      continue;
    }
    const dict = body.slice(0, start);
    const dataStart = start + body.slice(start).indexOf('\n') + 1;
    const dataEnd = body.lastIndexOf('endstream');
    let raw = Buffer.from(body.slice(dataStart, dataEnd).replace(/\r?\n$/, ''), 'latin1');
    if (/\/Filter\s*\/FlateDecode/.test(dict)) raw = inflateSync(raw);
    objects.set(Number(match[1]), { dict, stream: raw });
  }
  return objects;
}

/** A ToUnicode CMap as code → text (bfchar and bfrange, both range forms). */
function parseCmap(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  const unicode = (hex: string) => {
    const units: number[] = [];
    for (let index = 0; index < hex.length; index += 4) units.push(parseInt(hex.slice(index, index + 4), 16));
    return String.fromCharCode(...units);
  };
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const entry of block[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g)) map.set(parseInt(entry[1]!, 16), unicode(entry[2]!));
  }
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const entry of block[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(\[[^\]]*\]|<[0-9a-fA-F]+>)/g)) {
      const low = parseInt(entry[1]!, 16);
      const high = parseInt(entry[2]!, 16);
      const target = entry[3]!;
      if (target.startsWith('[')) {
        [...target.matchAll(/<([0-9a-fA-F]+)>/g)].forEach((hex, offset) => map.set(low + offset, unicode(hex[1]!)));
      } else {
        const first = parseInt(target.slice(1, -1), 16);
        for (let code = low; code <= high; code += 1) map.set(code, String.fromCharCode(first + code - low));
      }
    }
  }
  return map;
}

function literal(value: string): string {
  return value.replace(/\\([nrtbf()\\]|[0-7]{1,3})/g, (_, escaped: string) => {
    const named: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f', '(': '(', ')': ')', '\\': '\\' };
    return named[escaped] ?? String.fromCharCode(parseInt(escaped, 8));
  });
}

/** Every string the PDF's pages draw, one drawing operation a line, in order. */
export function pdfText(pdf: Buffer): string {
  const objects = objectsOf(pdf);
  const fonts = new Map<string, Map<number, string> | null>();
  for (const object of objects.values()) {
    for (const entry of object.dict.matchAll(/\/(F\d+)\s+(\d+) 0 R/g)) {
      const font = objects.get(Number(entry[2]));
      const toUnicode = font?.dict.match(/\/ToUnicode\s+(\d+) 0 R/);
      const cmap = toUnicode ? objects.get(Number(toUnicode[1]))?.stream : null;
      fonts.set(entry[1]!, cmap ? parseCmap(cmap.toString('latin1')) : null);
    }
  }
  const lines: string[] = [];
  for (const object of objects.values()) {
    const contents = object.dict.match(/\/Type\s*\/Page\b[\s\S]*?\/Contents\s+(\d+) 0 R/);
    const stream = contents ? objects.get(Number(contents[1]))?.stream : null;
    if (!stream) continue;
    let map: Map<number, string> | null = null;
    const decodeHex = (hex: string) => {
      if (!map) return Buffer.from(hex, 'hex').toString('latin1');
      let out = '';
      for (let index = 0; index < hex.length; index += 4) out += map.get(parseInt(hex.slice(index, index + 4), 16)) ?? '\uFFFD';
      return out;
    };
    const operations = /\/(F\d+)\s+[\d.]+\s+Tf|\[((?:[^\]\\]|\\.)*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj|\(((?:[^)\\]|\\.)*)\)\s*Tj/g;
    for (const operation of stream.toString('latin1').matchAll(operations)) {
      if (operation[1]) map = fonts.get(operation[1]) ?? null;
      else if (operation[2] !== undefined) {
        const parts = [...operation[2].matchAll(/<([0-9a-fA-F]*)>|\(((?:[^)\\]|\\.)*)\)/g)];
        lines.push(parts.map((part) => (part[1] !== undefined ? decodeHex(part[1]) : literal(part[2]!))).join(''));
      } else if (operation[3] !== undefined) lines.push(decodeHex(operation[3]));
      else if (operation[4] !== undefined) lines.push(literal(operation[4]));
    }
  }
  return lines.join('\n');
}

/** The PDF's own strings (title, author, ...) and its drawn text: everything a reader of the file can see. */
export function pdfReadableText(pdf: Buffer): string {
  const info = [...pdf.toString('latin1').matchAll(/\d+ 0 obj\s*\(((?:[^)\\]|\\.)*)\)\s*endobj/g)].map((match) => literal(match[1]!));
  return [...info, pdfText(pdf)].join('\n');
}
