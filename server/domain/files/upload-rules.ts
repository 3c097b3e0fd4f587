import type { FileAccess } from '../../adapters/storage.ts';
import { IMAGE_TYPES } from '../../../contracts/files.ts';
import { THREAD_ATTACHMENT_MAX_MB, THREAD_ATTACHMENT_TYPES } from '../../../contracts/thread-words.ts';

/**
 * What may be uploaded, by service type: pure rules, tested in test/unit/domain/upload-rules.test.ts. Whatever
 * keeps an upload also checks its stored bytes against its type and these (file-content.ts).
 * Pictures are the raster images of contracts/files.ts (SVG is left out on purpose: it can carry script).
 */
export const SERVICE_TYPES = ['user_avatar', 'brand_logo', 'vendor_services_avatar', 'phr', 'smo_service', 'thread_attachment', 'peer_consult'] as const;
export type ServiceType = (typeof SERVICE_TYPES)[number];

const DOCUMENTS = [...IMAGE_TYPES, 'application/pdf', 'text/plain'] as const;
/** What a consultation thread's message may carry: photos, short videos and PDFs (THREAD_ATTACHMENT_TYPES, contracts/threads.ts). */
const THREAD_FILES = THREAD_ATTACHMENT_TYPES;
const MB = 1024 * 1024;
/** type/subtype as RFC 6838 spells them (no parameters). */
const MEDIA_TYPE = /^[a-z0-9][a-z0-9!#$&^_.+-]{0,63}\/[a-z0-9][a-z0-9!#$&^_.+-]{0,126}$/;

export interface UploadRule {
  /** The types allowed, or 'any' (a well-formed type; health records take any file, spec section 5). */
  contentTypes: readonly string[] | 'any';
  maxBytes: number;
  /** Medical files are private only; pictures shown on public pages may be public. */
  access: readonly FileAccess[];
  /** Who may upload this kind: owners, vendor logins or both. */
  uploaders: ReadonlyArray<'user' | 'vendor'>;
}

export const UPLOAD_RULES: Readonly<Record<ServiceType, UploadRule>> = {
  user_avatar: { contentTypes: IMAGE_TYPES, maxBytes: 5 * MB, access: ['public', 'private'], uploaders: ['user', 'vendor'] },
  brand_logo: { contentTypes: IMAGE_TYPES, maxBytes: 5 * MB, access: ['public'], uploaders: ['vendor'] },
  vendor_services_avatar: { contentTypes: IMAGE_TYPES, maxBytes: 5 * MB, access: ['public'], uploaders: ['vendor'] },
  phr: { contentTypes: 'any', maxBytes: 20 * MB, access: ['private'], uploaders: ['user', 'vendor'] },
  smo_service: { contentTypes: DOCUMENTS, maxBytes: 10 * MB, access: ['private'], uploaders: ['user'] },
  // What a clinic's vet attaches to a Peer-to-Peer Consult they order (the owner's second opinion is smo_service).
  peer_consult: { contentTypes: DOCUMENTS, maxBytes: 10 * MB, access: ['private'], uploaders: ['vendor'] },
  // A short video is tens of megabytes at most; both sides of a thread attach.
  thread_attachment: { contentTypes: THREAD_FILES, maxBytes: THREAD_ATTACHMENT_MAX_MB * MB, access: ['private'], uploaders: ['user', 'vendor'] },
};

export const UPLOAD_MESSAGES = {
  serviceType: 'This kind of upload is not supported.',
  access: 'This file cannot be stored with that access.',
  uploader: 'You cannot upload this kind of file.',
  contentType: 'This file type is not allowed.',
  size: 'The file is too large.',
  name: 'Please choose a file.',
} as const;

export type UploadCheck =
  | { ok: true; rule: UploadRule; safeName: string }
  | { ok: false; field: 'serviceType' | 'access' | 'uploader' | 'fileType' | 'fileSize' | 'fileName'; message: string };

/** A file name reduced to lowercase letters, digits, dots, dashes and underscores (at most 80), safe inside a storage key. */
export function safeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = base.toLowerCase().replace(/[^a-z0-9._-]+/g, '-').replace(/\.{2,}/g, '.').replace(/^[-.]+/, '');
  return cleaned.slice(-80) || 'file';
}

/** Checks one upload request against the rules of its service type. */
export function checkUpload(input: {
  serviceType: string; access: string; uploader: 'user' | 'vendor'; fileName: string; fileType: string; fileSize?: number;
}): UploadCheck {
  if (!(SERVICE_TYPES as readonly string[]).includes(input.serviceType)) {
    return { ok: false, field: 'serviceType', message: UPLOAD_MESSAGES.serviceType };
  }
  const rule = UPLOAD_RULES[input.serviceType as ServiceType];
  if (!(rule.access as readonly string[]).includes(input.access)) return { ok: false, field: 'access', message: UPLOAD_MESSAGES.access };
  if (!rule.uploaders.includes(input.uploader)) return { ok: false, field: 'uploader', message: UPLOAD_MESSAGES.uploader };
  if (!input.fileName.trim()) return { ok: false, field: 'fileName', message: UPLOAD_MESSAGES.name };
  const type = input.fileType.trim().toLowerCase();
  if (rule.contentTypes === 'any' ? !MEDIA_TYPE.test(type) : !rule.contentTypes.includes(type)) {
    return { ok: false, field: 'fileType', message: UPLOAD_MESSAGES.contentType };
  }
  if (input.fileSize !== undefined && input.fileSize > rule.maxBytes) return { ok: false, field: 'fileSize', message: UPLOAD_MESSAGES.size };
  return { ok: true, rule, safeName: safeFileName(input.fileName) };
}
