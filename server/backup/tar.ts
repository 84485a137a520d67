// A minimal ustar writer and reader: enough for Shikhon's backup files (regular files and folders), readable by
// any `tar` (`tar -tzf shikhon-….tar.gz`). No dependency, streaming on both sides.
import { once } from 'node:events';
import type { Readable, Writable } from 'node:stream';

const BLOCK = 512;

export interface TarEntry {
  /** A relative path with forward slashes; folders end without a slash. */
  name: string;
  type: 'file' | 'directory';
  mode: number;
  mtime: Date;
  /** The content (files only). */
  data: Buffer;
}

function writeString(header: Buffer, offset: number, length: number, value: string) {
  const bytes = Buffer.from(value, 'utf8');
  if (bytes.length > length) throw new Error(`tar: "${value}" is longer than ${length} bytes`);
  bytes.copy(header, offset);
}

function writeOctal(header: Buffer, offset: number, length: number, value: number) {
  const text = Math.floor(value).toString(8);
  if (text.length > length - 1) throw new Error(`tar: ${value} does not fit in ${length - 1} octal digits`);
  writeString(header, offset, length, `${text.padStart(length - 1, '0')}\0`);
}

/** Splits a long name into ustar's prefix (155 bytes) and name (100 bytes) at a slash. */
function splitName(name: string): [prefix: string, name: string] {
  if (Buffer.byteLength(name) <= 100) return ['', name];
  for (let cut = name.indexOf('/'); cut !== -1; cut = name.indexOf('/', cut + 1)) {
    const prefix = name.slice(0, cut);
    const rest = name.slice(cut + 1);
    if (Buffer.byteLength(prefix) <= 155 && Buffer.byteLength(rest) <= 100) return [prefix, rest];
  }
  throw new Error(`tar: the path "${name}" is too long`);
}

function header(entry: Omit<TarEntry, 'data'> & { size: number }): Buffer {
  const block = Buffer.alloc(BLOCK);
  const [prefix, name] = splitName(entry.type === 'directory' ? `${entry.name}/` : entry.name);
  writeString(block, 0, 100, name);
  writeOctal(block, 100, 8, entry.mode & 0o7777);
  writeOctal(block, 108, 8, 0);
  writeOctal(block, 116, 8, 0);
  writeOctal(block, 124, 12, entry.size);
  writeOctal(block, 136, 12, entry.mtime.getTime() / 1000);
  block.write('        ', 148, 'latin1'); // checksum placeholder
  block.write(entry.type === 'directory' ? '5' : '0', 156, 'latin1');
  block.write('ustar\0', 257, 'latin1');
  block.write('00', 263, 'latin1');
  writeString(block, 345, 155, prefix);
  let sum = 0;
  for (const byte of block) sum += byte;
  writeString(block, 148, 8, `${sum.toString(8).padStart(6, '0')}\0 `);
  return block;
}

async function write(stream: Writable, chunk: Buffer) {
  if (!stream.write(chunk)) await once(stream, 'drain');
}

export class TarWriter {
  constructor(private readonly stream: Writable) {}

  async add(entry: TarEntry): Promise<void> {
    const size = entry.type === 'file' ? entry.data.length : 0;
    await write(this.stream, header({ ...entry, size }));
    if (size === 0) return;
    await write(this.stream, entry.data);
    const padding = (BLOCK - (size % BLOCK)) % BLOCK;
    if (padding) await write(this.stream, Buffer.alloc(padding));
  }

  /** Two empty blocks end the archive; then the stream is ended. */
  async finish(): Promise<void> {
    await write(this.stream, Buffer.alloc(BLOCK * 2));
    this.stream.end();
    await once(this.stream, 'finish');
  }
}

const readString = (block: Buffer, offset: number, length: number) => {
  const end = block.indexOf(0, offset);
  return block.toString('utf8', offset, end === -1 || end > offset + length ? offset + length : end);
};
const readOctal = (block: Buffer, offset: number, length: number) => parseInt(readString(block, offset, length).trim() || '0', 8);

/** The entries of an (uncompressed) tar stream, in order. Only regular files and folders are allowed. */
export async function* readTar(stream: Readable): AsyncGenerator<TarEntry> {
  let buffered: Buffer = Buffer.alloc(0);
  const chunks = stream[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  let ended = false;
  const fill = async (bytes: number) => {
    const parts: Buffer[] = [buffered];
    let length = buffered.length;
    while (length < bytes && !ended) {
      const next = await chunks.next();
      if (next.done) ended = true;
      else {
        parts.push(next.value);
        length += next.value.length;
      }
    }
    buffered = Buffer.concat(parts);
    if (buffered.length < bytes) throw new Error('tar: the archive ends in the middle of an entry (truncated file?)');
  };
  const take = (bytes: number) => {
    const taken = buffered.subarray(0, bytes);
    buffered = buffered.subarray(bytes);
    return taken;
  };

  for (;;) {
    await fill(BLOCK);
    const block = take(BLOCK);
    if (block.every((byte) => byte === 0)) return;
    let sum = 0;
    for (let index = 0; index < BLOCK; index += 1) sum += index >= 148 && index < 156 ? 32 : block[index]!;
    if (sum !== readOctal(block, 148, 8)) throw new Error('tar: a header checksum does not match (not a Shikhon backup?)');
    const prefix = readString(block, 345, 155);
    const name = (prefix ? `${prefix}/` : '') + readString(block, 0, 100);
    const size = readOctal(block, 124, 12);
    const flag = String.fromCharCode(block[156]!);
    const type = flag === '5' ? 'directory' : flag === '0' || flag === '\0' ? 'file' : undefined;
    if (!type) throw new Error(`tar: "${name}" is neither a file nor a folder`);
    const padded = Math.ceil(size / BLOCK) * BLOCK;
    await fill(padded);
    const data = Buffer.from(take(padded).subarray(0, size));
    yield {
      name: name.replace(/\/+$/, ''),
      type,
      mode: readOctal(block, 100, 8),
      mtime: new Date(readOctal(block, 136, 12) * 1000),
      data,
    };
  }
}
