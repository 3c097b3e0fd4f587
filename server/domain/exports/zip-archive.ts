import { createWriteStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { PassThrough, Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** What goes into an archive: bytes we have, or a stream opened only when yazl reaches the entry. */
export interface ArchiveWriter {
  json(name: string, value: unknown): void;
  text(name: string, value: string): void;
  /** A stream opened when its turn comes (a stored file; null when nothing is stored: the entry is empty). */
  lazy(name: string, open: () => Promise<Readable | null>): void;
  /** Bytes written by `write` into a stream as yazl reads them (a PDF). */
  written(name: string, write: (out: PassThrough) => void): void;
}

/** A name safe inside a ZIP on every system: letters, digits, dots, dashes and underscores. */
export function entryName(value: string, fallback = 'file'): string {
  return value.replace(/[^a-z0-9._-]+/gi, '-').replace(/^[-.]+|-+$/g, '').slice(0, 120) || fallback;
}

/**
 * Writes a ZIP to `path` with yazl: entries are added in order and streamed into the file as they are compressed,
 * so a stored file or a PDF never sits whole in memory. Answers the archive's size in bytes.
 */
export async function writeZip(path: string, fill: (zip: ArchiveWriter) => Promise<void>, mtime: Date): Promise<number> {
  const { ZipFile } = (await import('yazl')).default;
  const zip = new ZipFile();
  const done = pipeline(zip.outputStream, createWriteStream(path));
  const writer: ArchiveWriter = {
    json: (name, value) => zip.addBuffer(Buffer.from(`${JSON.stringify(value, null, 2)}\n`), name, { mtime }),
    text: (name, value) => zip.addBuffer(Buffer.from(value), name, { mtime }),
    lazy: (name, open) => zip.addReadStreamLazy(name, { mtime }, (cb) => {
      open().then((stream) => cb(null, stream ?? Readable.from([])), (err) => cb(err, Readable.from([])));
    }),
    written: (name, write) => zip.addReadStreamLazy(name, { mtime }, (cb) => {
      const out = new PassThrough();
      cb(null, out);
      write(out);
    }),
  };
  try {
    await fill(writer);
  } finally {
    zip.end();
  }
  await done;
  return (await stat(path)).size;
}
