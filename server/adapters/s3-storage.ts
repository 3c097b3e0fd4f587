import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import {
  baseContentType, isSafeKey, servedAs, type FileAccess, type PresignedUpload, type ReadOptions, type StorageAdapter, type StoredObject,
} from './storage.ts';

/**
 * Where browsers reach the bucket: a custom endpoint's origin (addressed by path), else the bucket's own
 * host, and S3's regional host too for a bucket named with dots, which the SDK addresses by path (a dotted
 * host would not match S3's certificate). Pure, so that no credential lookup runs at start-up.
 */
export function s3BrowserOrigins(settings: Pick<S3Settings, 'bucket' | 'region' | 'endpoint'>): string[] {
  if (settings.endpoint) return [new URL(settings.endpoint).origin];
  const own = `https://${settings.bucket}.s3.${settings.region}.amazonaws.com`;
  return settings.bucket.includes('.') ? [own, `https://s3.${settings.region}.amazonaws.com`] : [own];
}

const UPLOAD_TTL_SECONDS = 15 * 60;
const READ_TTL_SECONDS = 60 * 60;

export interface S3Settings {
  bucket: string;
  region: string;
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
}

/**
 * Uploads straight from the browser to S3 (or an S3-compatible store) through
 * presigned PUT URLs; private files are read through presigned GET URLs.
 * The signed Content-Type makes S3 refuse a PUT of another type, so a public
 * object (only accepted images are ever public) is served with its signed type;
 * a presigned GET names the type and disposition S3 answers with (`servedAs`).
 */
export class S3Storage implements StorageAdapter {
  readonly kind = 's3';
  readonly browserOrigins: readonly string[];
  private readonly client: S3Client;

  constructor(private readonly settings: S3Settings) {
    this.browserOrigins = s3BrowserOrigins(settings);
    this.client = new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      // Path-style addressing for custom endpoints (MinIO, local stand-ins); AWS itself uses virtual hosts.
      forcePathStyle: Boolean(settings.endpoint),
      // A presigned PUT has no body when it is signed: by default the SDK would sign the checksum of an empty
      // body into the URL (x-amz-checksum-crc32=AAAAAA==) and S3 would refuse every real upload as a mismatch.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      credentials: settings.accessKeyId && settings.secretAccessKey
        ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
        : undefined,
    });
  }

  async presignUpload(input: { key: string; contentType: string; access: FileAccess; maxBytes: number }): Promise<PresignedUpload> {
    if (!isSafeKey(input.key)) throw new Error('Unsafe storage key');
    const uploadUrl = await getSignedUrl(
      this.client,
      new PutObjectCommand({ Bucket: this.settings.bucket, Key: input.key, ContentType: input.contentType }),
      { expiresIn: UPLOAD_TTL_SECONDS, signableHeaders: new Set(['content-type']) },
    );
    return { key: input.key, uploadUrl, fileUrl: await this.readUrl(input.key, input.access, { contentType: input.contentType }) };
  }

  publicUrl(key: string): string {
    const base = this.settings.endpoint
      ? `${this.settings.endpoint.replace(/\/$/, '')}/${this.settings.bucket}`
      : `https://${this.settings.bucket}.s3.${this.settings.region}.amazonaws.com`;
    return `${base}/${key}`;
  }

  async readUrl(key: string, access: FileAccess, options: ReadOptions): Promise<string> {
    if (access === 'public') return this.publicUrl(key);
    // The response-content-* overrides are part of the signature: the link cannot be altered to serve the bytes otherwise.
    const served = servedAs(options.contentType, key);
    return getSignedUrl(this.client, new GetObjectCommand({
      Bucket: this.settings.bucket, Key: key, ResponseContentType: served.contentType, ResponseContentDisposition: served.disposition,
    }), { expiresIn: options.ttlSeconds ?? READ_TTL_SECONDS });
  }

  async stat(key: string): Promise<StoredObject | null> {
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.settings.bucket, Key: key }));
      return { size: Number(head.ContentLength ?? 0), contentType: baseContentType(head.ContentType) };
    } catch (err) {
      // A HEAD answer has no body, so a missing key surfaces as 'NotFound' (or a bare 404) rather than 'NoSuchKey'.
      const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
      if (e.name === 'NotFound' || e.name === 'NoSuchKey' || e.$metadata?.httpStatusCode === 404) return null;
      throw err;
    }
  }

  async head(key: string, length: number): Promise<Uint8Array | null> {
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.settings.bucket, Key: key, Range: `bytes=0-${length - 1}` }));
      return object.Body ? await object.Body.transformToByteArray() : new Uint8Array();
    } catch (err) {
      const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
      if (e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404) return null;
      // An empty object has no byte 0: S3 answers 416 to the range.
      if (e.name === 'InvalidRange' || e.$metadata?.httpStatusCode === 416) return new Uint8Array();
      throw err;
    }
  }

  async write(key: string, bytes: Buffer, contentType: string): Promise<void> {
    await this.client.send(new PutObjectCommand({ Bucket: this.settings.bucket, Key: key, Body: bytes, ContentType: contentType }));
  }

  async writeFile(key: string, localPath: string, contentType: string): Promise<void> {
    const { size } = await stat(localPath);
    await this.client.send(new PutObjectCommand({
      Bucket: this.settings.bucket, Key: key, Body: createReadStream(localPath), ContentLength: size, ContentType: contentType,
    }));
  }

  async read(key: string): Promise<Readable | null> {
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.settings.bucket, Key: key }));
      return (object.Body as Readable | undefined) ?? Readable.from([]);
    } catch (err) {
      const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
      if (e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404) return null;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    // S3 answers 204 for a key that holds nothing, which is what 'already gone' should mean here.
    await this.client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: key }));
  }

  destroy(): void {
    this.client.destroy();
  }
}
