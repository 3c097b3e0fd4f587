import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { isSafeKey, type FileAccess, type PresignedUpload, type StorageAdapter } from './storage.ts';

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
 * The signed Content-Type makes S3 refuse a PUT of another type.
 */
export class S3Storage implements StorageAdapter {
  readonly kind = 's3';
  private readonly client: S3Client;

  constructor(private readonly settings: S3Settings) {
    this.client = new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      // Path-style addressing for custom endpoints (MinIO, local stand-ins); AWS itself uses virtual hosts.
      forcePathStyle: Boolean(settings.endpoint),
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
    return { key: input.key, uploadUrl, fileUrl: await this.readUrl(input.key, input.access) };
  }

  async readUrl(key: string, access: FileAccess): Promise<string> {
    if (access === 'public') {
      const base = this.settings.endpoint
        ? `${this.settings.endpoint.replace(/\/$/, '')}/${this.settings.bucket}`
        : `https://${this.settings.bucket}.s3.${this.settings.region}.amazonaws.com`;
      return `${base}/${key}`;
    }
    return getSignedUrl(this.client, new GetObjectCommand({ Bucket: this.settings.bucket, Key: key }), { expiresIn: READ_TTL_SECONDS });
  }

  destroy(): void {
    this.client.destroy();
  }
}
