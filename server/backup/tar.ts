// A POSIX ustar writer and reader, only as much as a backup archive needs: regular files with
// names of up to 255 bytes. No tar package is installed, and the format is a 512-byte header
// per file, the bytes, and zeros up to the next 512.
import { BackupError } from "./backup-error";

const BLOCK = 512;
const ZEROS = new Uint8Array(BLOCK);

export interface TarFileHeader {
  name: string;
  size: number;
  modifiedAt?: Date;
}

/** The header block of one regular file. */
export function tarHeader({ name, size, modifiedAt = new Date() }: TarFileHeader): Uint8Array {
  const header = Buffer.alloc(BLOCK);
  const [prefix, base] = splitName(name);
  header.write(base, 0, 100, "utf8");
  writeOctal(header, 100, 8, 0o644);
  writeOctal(header, 108, 8, 0);
  writeOctal(header, 116, 8, 0);
  writeOctal(header, 124, 12, size);
  writeOctal(header, 136, 12, Math.floor(modifiedAt.getTime() / 1000));
  header.fill(" ", 148, 156); // the checksum is computed with its own field as spaces
  header.write("0", 156, 1, "latin1");
  header.write("ustar\u000000", 257, 8, "latin1");
  header.write(prefix, 345, 155, "utf8");
  let sum = 0;
  for (const byte of header) sum += byte;
  header.write(`${sum.toString(8).padStart(6, "0")}\u0000 `, 148, 8, "latin1");
  return header;
}

/** Zeros after a file's bytes up to the next block. */
export function tarPadding(size: number): Uint8Array {
  return ZEROS.subarray(0, (BLOCK - (size % BLOCK)) % BLOCK);
}

/** Two zero blocks end an archive. */
export function tarEnd(): Uint8Array {
  return new Uint8Array(BLOCK * 2);
}

/** Every block of one file held in memory. */
export function* tarFile(name: string, data: Uint8Array): Generator<Uint8Array> {
  yield tarHeader({ name, size: data.byteLength });
  yield data;
  yield tarPadding(data.byteLength);
}

function splitName(name: string): [prefix: string, base: string] {
  const length = Buffer.byteLength(name);
  if (length <= 100) return ["", name];
  // ustar keeps a long name as prefix (155 bytes) + "/" + name (100 bytes).
  for (let slash = name.indexOf("/"); slash !== -1; slash = name.indexOf("/", slash + 1)) {
    const prefix = name.slice(0, slash);
    const base = name.slice(slash + 1);
    if (Buffer.byteLength(prefix) <= 155 && Buffer.byteLength(base) <= 100 && base) return [prefix, base];
  }
  throw new BackupError(`a file name too long for the archive (${length} bytes): ${name}`);
}

function writeOctal(header: Buffer, offset: number, width: number, value: number): void {
  header.write(`${value.toString(8).padStart(width - 1, "0")}\u0000`, offset, width, "latin1");
}

export interface TarEntry {
  name: string;
  size: number;
  /** The file's bytes as they arrive; an entry left unread is skipped. */
  chunks(): AsyncGenerator<Uint8Array>;
  /** The file's bytes in one buffer (for small files: the manifest, one upload). */
  bytes(): Promise<Uint8Array>;
}

/** The files of an uncompressed tar stream, in order. A stream that is not a tar archive throws a BackupError. */
export async function* readTar(source: AsyncIterable<Uint8Array>): AsyncGenerator<TarEntry> {
  const input = new ByteReader(source);
  for (;;) {
    const header = await input.read(BLOCK);
    if (header.byteLength === 0 || header.every((byte) => byte === 0)) return;
    if (header.byteLength < BLOCK) throw new BackupError("the archive ends in the middle of a file header");
    const entry = parseHeader(header);
    let remaining = entry.size;
    const chunks = async function* () {
      while (remaining > 0) {
        const chunk = await input.read(Math.min(remaining, 1 << 16));
        if (chunk.byteLength === 0) throw new BackupError(`the archive ends in the middle of ${entry.name}`);
        remaining -= chunk.byteLength;
        yield chunk;
      }
    };
    yield {
      ...entry,
      chunks,
      async bytes() {
        const parts: Uint8Array[] = [];
        for await (const chunk of chunks()) parts.push(chunk);
        return Buffer.concat(parts);
      },
    };
    for await (const chunk of chunks()) void chunk; // whatever the reader left
    await input.read(tarPadding(entry.size).byteLength);
  }
}

function parseHeader(header: Uint8Array): { name: string; size: number } {
  const block = Buffer.from(header.buffer, header.byteOffset, header.byteLength);
  const stored = Number.parseInt(field(block, 148, 8).trim(), 8);
  let sum = 0;
  for (let index = 0; index < BLOCK; index++) sum += index >= 148 && index < 156 ? 32 : block[index];
  if (!Number.isFinite(stored) || stored !== sum) throw new BackupError("not a tar archive (a header's checksum does not match)");
  const type = field(block, 156, 1);
  if (type !== "0" && type !== "") throw new BackupError(`the archive holds an entry that is not a plain file (type ${JSON.stringify(type)})`);
  const prefix = field(block, 345, 155);
  const base = field(block, 0, 100);
  return { name: prefix ? `${prefix}/${base}` : base, size: Number.parseInt(field(block, 124, 12).trim(), 8) };
}

function field(block: Buffer, offset: number, width: number): string {
  const raw = block.subarray(offset, offset + width);
  const end = raw.indexOf(0);
  return raw.subarray(0, end === -1 ? width : end).toString("utf8");
}

/** Reads exact byte counts from a stream of chunks of any size. */
class ByteReader {
  private readonly iterator: AsyncIterator<Uint8Array>;
  private pending: Uint8Array = new Uint8Array(0);
  private done = false;

  constructor(source: AsyncIterable<Uint8Array>) {
    this.iterator = source[Symbol.asyncIterator]();
  }

  /** Up to `count` bytes: fewer only at the end of the stream. */
  async read(count: number): Promise<Uint8Array> {
    const parts: Uint8Array[] = [];
    let have = 0;
    while (have < count) {
      if (this.pending.byteLength === 0) {
        if (this.done) break;
        const next = await this.iterator.next();
        if (next.done) {
          this.done = true;
          break;
        }
        this.pending = next.value;
        continue;
      }
      const take = this.pending.subarray(0, count - have);
      this.pending = this.pending.subarray(take.byteLength);
      parts.push(take);
      have += take.byteLength;
    }
    return parts.length === 1 ? parts[0] : Buffer.concat(parts);
  }
}
