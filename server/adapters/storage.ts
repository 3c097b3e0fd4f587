import { createHmac, timingSafeEqual } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { isAcceptedImage } from '../../contracts/files.ts';

export type FileAccess = 'public' | 'private';

export interface PresignedUpload {
  /** Where the browser PUTs the bytes. */
  uploadUrl: string;
  /** Where the file is read from afterwards (signed for private files). */
  fileUrl: string;
  key: string;
}

/** What the store holds under a key: its real size and the content type it was stored with (null when the store kept none). */
export interface StoredObject {
  size: number;
  contentType: string | null;
}

/** What a read URL needs to know about the file behind it. */
export interface ReadOptions {
  /** The type its upload was signed and checked for (`files.content_type`): it decides how a browser gets the file (`servedAs`). */
  contentType: string;
  /** How long a private file's signed URL lasts; an hour unless said. */
  ttlSeconds?: number;
}

export interface StorageAdapter {
  readonly kind: 'local' | 's3';
  /** Origins other than ours that browsers PUT uploads to and read pictures from (the CSP lets them through). */
  readonly browserOrigins: readonly string[];
  presignUpload(input: { key: string; contentType: string; access: FileAccess; maxBytes: number }): Promise<PresignedUpload>;
  /** Where a public file is read: the same address for as long as the file is kept. */
  publicUrl(key: string): string;
  /** A public file's address, or a signed one for a private file; either way the file arrives as `servedAs` says. */
  readUrl(key: string, access: FileAccess, options: ReadOptions): Promise<string>;
  /** The stored object's size and type, or null when nothing was stored under the key. */
  stat(key: string): Promise<StoredObject | null>;
  /** Up to the first `length` bytes of the object (to check what it really is), or null when nothing is stored. */
  head(key: string, length: number): Promise<Uint8Array | null>;
  /** Stores bytes the server made itself (a report's PDF) under `key`, with their type. */
  write(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** Stores the file at `localPath` (one the server wrote: a data export's ZIP) under `key`, streamed rather than read whole. */
  writeFile(key: string, localPath: string, contentType: string): Promise<void>;
  /** The object's bytes as a stream, or null when nothing is stored under the key. */
  read(key: string): Promise<Readable | null>;
  /** Removes the object; removing a key that holds nothing is not an error. */
  delete(key: string): Promise<void>;
}

const UPLOAD_TTL_SECONDS = 15 * 60;
const READ_TTL_SECONDS = 60 * 60;
const SAFE_KEY = /^[a-z0-9][a-z0-9/_.-]{0,300}$/i;

export function isSafeKey(key: string): boolean {
  return SAFE_KEY.test(key) && !key.includes('..');
}

/** The type part of a Content-Type header, lowercased (`text/plain; charset=utf-8` -> `text/plain`). */
export function baseContentType(value: string | null | undefined): string | null {
  const type = value?.split(';')[0].trim().toLowerCase();
  return type || null;
}

/** The file name inside a key, without the random prefix that keeps keys apart (`.../<uuid>-lab.pdf` -> `lab.pdf`). */
export function keyFileName(key: string): string {
  const last = key.split('/').pop() ?? key;
  return last.replace(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}-/i, '');
}

/** The headers a stored file is sent with. */
export interface Serving {
  contentType: string;
  disposition: string;
}

/**
 * How a stored file is sent to a browser. An accepted image (`contracts/files.ts`) goes under the type its upload
 * was signed and checked for, to be shown; anything else, or bytes with no recorded type, goes as a download of
 * no type. The name is never consulted: an "image" named `.html`, an SVG or an HTML page uploaded as a record
 * must never open as a page of ours.
 */
export function servedAs(contentType: string | null, key: string): Serving {
  const type = baseContentType(contentType);
  if (isAcceptedImage(type)) return { contentType: type!, disposition: 'inline' };
  // Safe keys hold only [a-z0-9/_.-]; the filter keeps the quoted name well-formed whatever the key.
  const name = keyFileName(key).replace(/[^a-z0-9._-]/gi, '-') || 'file';
  return { contentType: 'application/octet-stream', disposition: `attachment; filename="${name}"` };
}

function isMissing(err: unknown): boolean {
  const code = (err as { code?: string } | null)?.code;
  return code === 'ENOENT' || code === 'ENOTDIR';
}

/**
 * Embedded default: files on local disk under STORAGE_DIR, reached through
 * URLs the app signs (`/files/<key>?op&exp&ct&max&sig`) and serves itself.
 * Each object's content type (the one its PUT was signed for) is kept beside it
 * in `.meta/<key>.json`, and the app serves it by that type (`servedAs`); a safe
 * key never starts with a dot, so that tree can never collide with a stored key.
 */
export class LocalStorage implements StorageAdapter {
  readonly kind = 'local';
  /** The app itself serves the files: our own origin. */
  readonly browserOrigins: readonly string[] = [];
  constructor(private readonly dir: string, private readonly secret: string, private readonly clock = () => Date.now()) {}

  private sign(parts: string[]): string {
    return createHmac('sha256', `storage:${this.secret}`).update(parts.join('\n')).digest('base64url');
  }

  private signedUrl(key: string, params: Record<string, string>): string {
    const query = new URLSearchParams(params);
    query.set('sig', this.sign([key, ...Object.entries(params).map(([k, v]) => `${k}=${v}`)]));
    return `/files/${key}?${query.toString()}`;
  }

  async presignUpload(input: { key: string; contentType: string; access: FileAccess; maxBytes: number }): Promise<PresignedUpload> {
    if (!isSafeKey(input.key)) throw new Error('Unsafe storage key');
    const exp = String(Math.floor(this.clock() / 1000) + UPLOAD_TTL_SECONDS);
    return {
      key: input.key,
      uploadUrl: this.signedUrl(input.key, { op: 'put', exp, ct: input.contentType, max: String(input.maxBytes) }),
      fileUrl: await this.readUrl(input.key, input.access, { contentType: input.contentType }),
    };
  }

  publicUrl(key: string): string {
    return `/files/${key}`;
  }

  /** The type is not carried in the URL: the GET serves the type kept with the object, which is the same one. */
  async readUrl(key: string, access: FileAccess, options: ReadOptions): Promise<string> {
    if (access === 'public') return this.publicUrl(key);
    const exp = String(Math.floor(this.clock() / 1000) + (options.ttlSeconds ?? READ_TTL_SECONDS));
    return this.signedUrl(key, { op: 'get', exp });
  }

  /** Checks a signed URL's query for an operation; returns its parameters when valid and unexpired. */
  verify(key: string, query: Record<string, unknown>, op: 'put' | 'get'): { contentType?: string; maxBytes?: number } | null {
    if (!isSafeKey(key) || query.op !== op || typeof query.sig !== 'string' || typeof query.exp !== 'string') return null;
    const params: Record<string, string> = op === 'put'
      ? { op, exp: query.exp, ct: String(query.ct ?? ''), max: String(query.max ?? '') }
      : { op, exp: query.exp };
    const expected = Buffer.from(this.sign([key, ...Object.entries(params).map(([k, v]) => `${k}=${v}`)]));
    const given = Buffer.from(query.sig);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    if (Number(query.exp) * 1000 < this.clock()) return null;
    return op === 'put' ? { contentType: params.ct, maxBytes: Number(params.max) } : {};
  }

  pathFor(key: string): string {
    if (!isSafeKey(key)) throw new Error('Unsafe storage key');
    return path.join(path.resolve(this.dir), key);
  }

  private metaPathFor(key: string): string {
    if (!isSafeKey(key)) throw new Error('Unsafe storage key');
    return path.join(path.resolve(this.dir), '.meta', `${key}.json`);
  }

  /** Stores the bytes of a verified PUT, with the content type it was signed for. */
  async write(key: string, bytes: Buffer, contentType?: string): Promise<void> {
    const file = this.pathFor(key);
    const meta = this.metaPathFor(key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.mkdir(path.dirname(meta), { recursive: true });
    // Metadata first: a crash in between leaves no object, so stat still says 'not uploaded'.
    await fs.writeFile(meta, JSON.stringify({ contentType: baseContentType(contentType) }));
    await fs.writeFile(file, bytes);
  }

  async writeFile(key: string, localPath: string, contentType: string): Promise<void> {
    const file = this.pathFor(key);
    const meta = this.metaPathFor(key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.mkdir(path.dirname(meta), { recursive: true });
    await fs.writeFile(meta, JSON.stringify({ contentType: baseContentType(contentType) }));
    await fs.copyFile(localPath, file);
  }

  async read(key: string): Promise<Readable | null> {
    if (!(await this.stat(key))) return null;
    return createReadStream(this.pathFor(key));
  }

  async stat(key: string): Promise<StoredObject | null> {
    let size: number;
    try {
      const info = await fs.stat(this.pathFor(key));
      if (!info.isFile()) return null;
      size = info.size;
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
    let contentType: string | null = null;
    try {
      const meta = JSON.parse(await fs.readFile(this.metaPathFor(key), 'utf8')) as { contentType?: unknown };
      contentType = typeof meta.contentType === 'string' ? meta.contentType : null;
    } catch (err) {
      if (!isMissing(err) && !(err instanceof SyntaxError)) throw err;
    }
    return { size, contentType };
  }

  async head(key: string, length: number): Promise<Uint8Array | null> {
    let handle: fs.FileHandle;
    try {
      handle = await fs.open(this.pathFor(key), 'r');
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
    try {
      const buffer = Buffer.alloc(length);
      const { bytesRead } = await handle.read(buffer, 0, length, 0);
      return buffer.subarray(0, bytesRead);
    } finally {
      await handle.close();
    }
  }

  async delete(key: string): Promise<void> {
    await fs.rm(this.pathFor(key), { force: true });
    await fs.rm(this.metaPathFor(key), { force: true });
  }
}
