/**
 * Where database backups are kept: a directory (BACKUP_DIR), or an S3 bucket of their own (BACKUP_S3_BUCKET, with
 * the S3_* credentials and endpoint), for platforms whose disks do not outlive a process.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { Config } from '../config.ts';
import type { BackupStore } from '../db/backup.ts';

export class DirectoryBackupStore implements BackupStore {
  constructor(private readonly dir: string) {}

  get where(): string {
    return this.dir;
  }

  async save(name: string, fromFile: string): Promise<void> {
    await fs.promises.mkdir(this.dir, { recursive: true });
    const target = path.join(this.dir, name);
    await fs.promises.copyFile(fromFile, `${target}.partial`);
    await fs.promises.rename(`${target}.partial`, target);
  }

  async list(): Promise<string[]> {
    if (!fs.existsSync(this.dir)) return [];
    return (await fs.promises.readdir(this.dir)).filter((name) => !name.endsWith('.partial'));
  }

  async remove(name: string): Promise<void> {
    await fs.promises.rm(path.join(this.dir, path.basename(name)), { force: true });
  }

  async fetchTo(name: string, toFile: string): Promise<void> {
    await fs.promises.copyFile(path.join(this.dir, path.basename(name)), toFile);
  }
}

const PREFIX = 'backups/';

export class S3BackupStore implements BackupStore {
  private readonly client: S3Client;

  constructor(private readonly settings: { bucket: string; region: string; endpoint?: string; accessKeyId?: string; secretAccessKey?: string }) {
    this.client = new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: Boolean(settings.endpoint),
      // Plain PUTs with a Content-Length: S3-compatible stores that do not take the SDK's chunked checksum trailer
      // would otherwise keep the trailer's framing as part of the archive.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      credentials: settings.accessKeyId && settings.secretAccessKey
        ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
        : undefined,
    });
  }

  get where(): string {
    return `s3://${this.settings.bucket}/${PREFIX}`;
  }

  async save(name: string, fromFile: string): Promise<void> {
    await this.client.send(new PutObjectCommand({
      Bucket: this.settings.bucket,
      Key: PREFIX + name,
      Body: fs.createReadStream(fromFile),
      ContentLength: fs.statSync(fromFile).size,
      ContentType: 'application/octet-stream',
    }));
  }

  async list(): Promise<string[]> {
    const names: string[] = [];
    let token: string | undefined;
    do {
      const page = await this.client.send(new ListObjectsV2Command({ Bucket: this.settings.bucket, Prefix: PREFIX, ContinuationToken: token }));
      for (const item of page.Contents ?? []) if (item.Key) names.push(item.Key.slice(PREFIX.length));
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return names;
  }

  async remove(name: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: PREFIX + path.basename(name) }));
  }

  async fetchTo(name: string, toFile: string): Promise<void> {
    const object = await this.client.send(new GetObjectCommand({ Bucket: this.settings.bucket, Key: PREFIX + path.basename(name) }));
    await pipeline(object.Body as Readable, fs.createWriteStream(toFile));
  }
}

export function backupStoreFor(config: Config): BackupStore {
  return config.backups.s3 ? new S3BackupStore(config.backups.s3) : new DirectoryBackupStore(config.backups.dir);
}
