import { crc32, inflateRawSync } from 'node:zlib';

/** One file of a zip archive, as its central directory describes it. */
export interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  /** The uncompressed size the archive claims (checked again while inflating: it may lie). */
  size: number;
  localOffset: number;
}

/** Why a zip was refused: not a zip we read, or a part larger than the caller allows. */
export class ZipRefused extends Error {
  constructor(readonly reason: 'malformed' | 'too-large') {
    super(reason);
  }
}

/**
 * Lists a zip's entries from its central directory, inflating nothing (so a zip bomb costs nothing
 * to look at). Encrypted, multi-disk and ZIP64 archives are refused: an .xlsx of a few megabytes is
 * none of them.
 */
export function zipEntries({ data, maxEntries = 5000 }: { data: Buffer; maxEntries?: number }): ZipEntry[] {
  const from = Math.max(0, data.length - 22 - 0xffff);
  let eocd = -1;
  for (let i = data.length - 22; i >= from; i--) {
    if (data.readUInt32LE(i) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw new ZipRefused('malformed');
  const count = data.readUInt16LE(eocd + 10);
  const dirSize = data.readUInt32LE(eocd + 12);
  const dirOffset = data.readUInt32LE(eocd + 16);
  if (
    data.readUInt16LE(eocd + 4) !== 0 ||
    count === 0xffff ||
    dirOffset === 0xffffffff ||
    count > maxEntries ||
    dirOffset + dirSize > eocd
  )
    throw new ZipRefused('malformed');
  const entries: ZipEntry[] = [];
  let p = dirOffset;
  for (let n = 0; n < count; n++) {
    if (p + 46 > eocd || data.readUInt32LE(p) !== 0x02014b50) throw new ZipRefused('malformed');
    const flags = data.readUInt16LE(p + 8);
    const nameLength = data.readUInt16LE(p + 28);
    const entry: ZipEntry = {
      method: data.readUInt16LE(p + 10),
      compressedSize: data.readUInt32LE(p + 20),
      size: data.readUInt32LE(p + 24),
      name: data.toString('utf8', p + 46, p + 46 + nameLength),
      localOffset: data.readUInt32LE(p + 42),
    };
    if (flags & 1 || entry.size === 0xffffffff || entry.compressedSize === 0xffffffff)
      throw new ZipRefused('malformed');
    entries.push(entry);
    p += 46 + nameLength + data.readUInt16LE(p + 30) + data.readUInt16LE(p + 32);
  }
  return entries;
}

/** An entry's bytes, never more than maxBytes whatever the archive claims (inflation stops there). */
export function zipRead({ data, entry, maxBytes }: { data: Buffer; entry: ZipEntry; maxBytes: number }): Buffer {
  if (entry.size > maxBytes) throw new ZipRefused('too-large');
  const p = entry.localOffset;
  if (p + 30 > data.length || data.readUInt32LE(p) !== 0x04034b50) throw new ZipRefused('malformed');
  const start = p + 30 + data.readUInt16LE(p + 26) + data.readUInt16LE(p + 28);
  if (start + entry.compressedSize > data.length) throw new ZipRefused('malformed');
  const raw = data.subarray(start, start + entry.compressedSize);
  if (entry.method === 0) {
    if (raw.length > maxBytes) throw new ZipRefused('too-large');
    return raw;
  }
  if (entry.method !== 8) throw new ZipRefused('malformed');
  try {
    return inflateRawSync(raw, { maxOutputLength: maxBytes });
  } catch (err) {
    throw new ZipRefused((err as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE' ? 'too-large' : 'malformed');
  }
}

/** A zip of the given files, stored uncompressed, in the given order. */
export function zipStore(files: { name: string; data: Buffer }[]): Buffer {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const f of files) {
    const name = Buffer.from(f.name, 'utf8');
    const crc = crc32(f.data) >>> 0;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(f.data.length, 18);
    local.writeUInt32LE(f.data.length, 22);
    local.writeUInt16LE(name.length, 26);
    const dir = Buffer.alloc(46);
    dir.writeUInt32LE(0x02014b50, 0);
    dir.writeUInt16LE(20, 4);
    dir.writeUInt16LE(20, 6);
    dir.writeUInt16LE(0x0800, 8);
    dir.writeUInt32LE(crc, 16);
    dir.writeUInt32LE(f.data.length, 20);
    dir.writeUInt32LE(f.data.length, 24);
    dir.writeUInt16LE(name.length, 28);
    dir.writeUInt32LE(offset, 42);
    locals.push(local, name, f.data);
    central.push(dir, name);
    offset += 30 + name.length + f.data.length;
  }
  const dirBytes = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(files.length, 8);
  end.writeUInt16LE(files.length, 10);
  end.writeUInt32LE(dirBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, dirBytes, end]);
}
