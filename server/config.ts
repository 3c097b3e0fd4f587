import { hkdfSync } from 'node:crypto';
import { z } from 'zod';
import { checkInput } from '../contracts/forms.ts';

/**
 * The only reader of process.env. Every variable, its default and its meaning
 * is listed here and mirrored in .env.example and the README table.
 */
const optionalUrl = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .pipe(z.url().optional());

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

/** '1'/'true' on, '0'/'false' off, unset or empty: undefined (the caller's default). */
const flag = z
  .enum(['0', '1', 'true', 'false', ''])
  .optional()
  .transform((v) => (v === '1' || v === 'true' ? true : v === '0' || v === 'false' ? false : undefined));

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATABASE_URL: optionalUrl.optional(),
  PGLITE_DIR: z.string().default('./data/pglite'),
  /** `off` behind a PgBouncer in transaction mode older than 1.21 (or without max_prepared_statements): server/db/prepared.ts. */
  DATABASE_PREPARED_STATEMENTS: z.enum(['on', 'off']).default('on'),
  REDIS_URL: optionalUrl.optional(),
  RATE_LIMIT_KEY_PREFIX: z.string().trim().min(1).max(100).default('petcare:rl:'),
  SESSION_SECRET: optionalText,
  MAIN_DOMAIN: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9.-]+$/, 'must be a bare host name such as petcare.example')
    .default('petcare.localhost'),
  PUBLIC_URL: optionalUrl.optional(),
  SMTP_URL: optionalUrl.optional(),
  MAIL_FROM: z.string().default('Petcare <no-reply@petcare.localhost>'),
  S3_BUCKET: optionalText,
  S3_REGION: z.string().default('us-east-1'),
  S3_ENDPOINT: optionalUrl.optional(),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  STORAGE_DIR: z.string().default('./data/uploads'),
  BACKUP_DIR: z.string().default('./data/backups'),
  BACKUP_S3_BUCKET: optionalText,
  BACKUP_KEEP_DAYS: z.coerce.number().int().min(1).max(3650).default(14),
  PAYPAL_CLIENT_ID: optionalText,
  PAYPAL_CLIENT_SECRET: optionalText,
  PAYPAL_ENVIRONMENT: z.enum(['sandbox', 'production']).default('sandbox'),
  PAYPAL_WEBHOOK_ID: optionalText,
  PAYPAL_API_URL: optionalUrl.optional(),
  SMS_PROVIDER_URL: optionalUrl.optional(),
  VAPID_PUBLIC_KEY: optionalText,
  VAPID_PRIVATE_KEY: optionalText,
  VAPID_SUBJECT: optionalText,
  SMS_API_KEY: optionalText,
  SMS_FROM: optionalText,
  VIDEO_BASE_URL: z.url().default('https://meet.jit.si'),
  REPORTS_EMBED_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  DNS_SERVERS: z.string().optional(),
  /** The host a clinic's own (sub-)domain points a CNAME at; default: PUBLIC_URL's host. */
  DOMAINS_CNAME_TARGET: z.string().trim().toLowerCase().regex(/^[a-z0-9.-]+$/, 'must be a bare host name such as sites.petcare.example').optional(),
  /** The IPv4 address an apex custom domain points an A record at; unset: the help offers ALIAS/ANAME to the CNAME target. */
  DOMAINS_A_RECORD: z.ipv4('must be an IPv4 address such as 203.0.113.10').optional(),
  DOMAINS_AUTO_VERIFY: flag,
  OPERATOR_EMAIL: z.email().default('care@petcare.localhost'),
  DEMO_DATA: flag,
  /** The pets feature's page and menu entry (GraphQL pets keep working: orders need a pet). */
  FEATURE_PETS: flag,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  DEV_SERVER: flag,
  /** Run the job worker inside the web process (default); 0 leaves it to `npm run worker`. */
  WORKER: flag,
  /** Web processes sharing the port (node:cluster), as Heroku-style platforms set it per dyno size; 1 by default. */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
  /** OpenTelemetry: traces are exported over OTLP/HTTP to this collector when set; unset, the SDK is never loaded. */
  OTEL_EXPORTER_OTLP_ENDPOINT: optionalUrl.optional(),
  OTEL_SERVICE_NAME: z.string().trim().min(1).max(100).default('petcare'),
  /** Prometheus: /metrics answers a scraper that sends this as a bearer token; unset, there is no /metrics. */
  METRICS_TOKEN: optionalText,
  /** AES-256-GCM key of operators' TOTP secrets at rest: 32 bytes as 64 hex characters or base64. */
  OPS_SECRET_KEY: optionalText,
});

export type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  isProduction: boolean;
  port: number;
  /** PostgreSQL (with named statements for the hottest reads unless turned off: server/db/prepared.ts), else PGlite. */
  database: { kind: 'pg'; url: string; preparedStatements: boolean } | { kind: 'pglite'; dir: string };
  redisUrl?: string;
  /** Prefix of the rate-limit counters' keys in Redis (apps or stages sharing one Redis keep apart). */
  rateLimitKeyPrefix: string;
  sessionSecret: string;
  mainDomain: string;
  publicUrl: string;
  mail: { smtpUrl?: string; from: string; operatorEmail: string };
  storage: {
    s3?: { bucket: string; region: string; endpoint?: string; accessKeyId?: string; secretAccessKey?: string };
    dir: string;
  };
  /** Database backups (npm run db:backup): kept in a bucket of their own when set, else a directory; pruned after keepDays. */
  backups: {
    dir: string;
    keepDays: number;
    s3?: { bucket: string; region: string; endpoint?: string; accessKeyId?: string; secretAccessKey?: string };
  };
  paypal?: { clientId: string; clientSecret: string; environment: 'sandbox' | 'production'; webhookId?: string; apiUrl: string };
  sms: { providerUrl?: string; apiKey?: string; from?: string };
  /**
   * Web push's VAPID pair and contact (mailto: or https:); unset, the embedded default generates a pair once and
   * keeps it in the database (domain/push/vapid-keys.ts).
   */
  vapid?: { publicKey: string; privateKey: string };
  /** Who push services may contact about our notifications: VAPID_SUBJECT, else mailto: the operator. */
  vapidSubject: string;
  videoBaseUrl: string;
  /** An external dashboard framed above the in-product report (the spec's embed), when set. */
  reportsEmbedUrl?: string;
  /** DNS servers for custom domain verification (`host:port`); empty: the system's. */
  dnsServers: string[];
  /** What a clinic's own domain points at (the Domains tab's help): a CNAME's host, and an apex A record's address when known. */
  domainTargets: { cnameHost: string; apexAddress: string | null };
  /** Outside production only: a custom domain counts as verified as soon as it is saved (no DNS to prove it). */
  domainsAutoVerify: boolean;
  demoData: boolean;
  /** Feature switches views may read through the page context. */
  features: { pets: boolean };
  logLevel: NonNullable<Env['LOG_LEVEL']>;
  devServer: boolean;
  /** The web process also runs the job worker (reminders, refund retries, purges, reconcile). */
  worker: boolean;
  /**
   * Web processes (WEB_CONCURRENCY, with DATABASE_URL only): start.ts prepares once, then forks them to share
   * the port; the first runs the job worker when `worker` is on.
   */
  webConcurrency: number;
  /** Traces over OTLP/HTTP (`server/observability/tracing.ts`) when `otlpEndpoint` is set. */
  telemetry: { otlpEndpoint?: string; serviceName: string };
  /** The bearer token /metrics requires; undefined: no metrics endpoint. */
  metricsToken?: string;
  /**
   * The key operators' TOTP secrets are encrypted with (domain/ops/totp-secret-box.ts): OPS_SECRET_KEY, else outside
   * production one derived from the session secret. Undefined in production without OPS_SECRET_KEY: creating an
   * operator is refused, and the server does not start once operators exist (start.ts).
   */
  opsSecretKey?: Buffer;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

const DEV_SESSION_SECRET = 'development-only-session-secret-change-me';

/** OPS_SECRET_KEY's 32 bytes: 64 hex characters, or base64 (standard or url-safe) of 32 bytes; undefined if neither. */
export function parseOpsSecretKey(value: string): Buffer | undefined {
  if (/^[0-9a-fA-F]{64}$/.test(value)) return Buffer.from(value, 'hex');
  if (!/^[A-Za-z0-9+/_-]{43}=?$/.test(value)) return undefined;
  const bytes = Buffer.from(value.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
  return bytes.length === 32 ? bytes : undefined;
}

/** Outside production without OPS_SECRET_KEY: a key derived from the session secret (stable across restarts). */
function derivedOpsSecretKey(sessionSecret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', sessionSecret, 'petcare', 'operators totp secrets', 32));
}

/** Parses an environment (process.env by default) into a Config, or throws ConfigError listing every problem. */
export function parseConfig(source: Record<string, string | undefined> = process.env): Config {
  const checked = checkInput(envSchema, source);
  if (checked.fields) {
    throw new ConfigError(Object.entries(checked.fields).map(([name, message]) => `${name === 'form' ? '(environment)' : name}: ${message}`));
  }
  const e = checked.data;
  const problems: string[] = [];
  const isProduction = e.NODE_ENV === 'production';
  if (isProduction && !e.SESSION_SECRET) problems.push('SESSION_SECRET: required in production');
  if (e.SESSION_SECRET && e.SESSION_SECRET.length < 16) problems.push('SESSION_SECRET: must be at least 16 characters');
  if (e.PAYPAL_CLIENT_ID && !e.PAYPAL_CLIENT_SECRET) problems.push('PAYPAL_CLIENT_SECRET: required when PAYPAL_CLIENT_ID is set');
  if (Boolean(e.VAPID_PUBLIC_KEY) !== Boolean(e.VAPID_PRIVATE_KEY)) problems.push('VAPID_PRIVATE_KEY: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set together');
  if (e.VAPID_SUBJECT && !/^(mailto:|https:)/.test(e.VAPID_SUBJECT)) problems.push('VAPID_SUBJECT: must be a mailto: or https: address');
  if (e.S3_BUCKET && isProduction && !e.S3_ACCESS_KEY_ID) problems.push('S3_ACCESS_KEY_ID: required with S3_BUCKET in production');
  if (e.METRICS_TOKEN && e.METRICS_TOKEN.length < 16) problems.push('METRICS_TOKEN: must be at least 16 characters');
  const opsSecretKey = e.OPS_SECRET_KEY ? parseOpsSecretKey(e.OPS_SECRET_KEY) : undefined;
  if (e.OPS_SECRET_KEY && !opsSecretKey) problems.push('OPS_SECRET_KEY: must be 32 bytes as 64 hex characters or base64 (openssl rand -hex 32)');
  if (problems.length) throw new ConfigError(problems);

  return {
    env: e.NODE_ENV,
    isProduction,
    port: e.PORT,
    database: e.DATABASE_URL
      ? { kind: 'pg', url: e.DATABASE_URL, preparedStatements: e.DATABASE_PREPARED_STATEMENTS === 'on' }
      : { kind: 'pglite', dir: e.PGLITE_DIR },
    redisUrl: e.REDIS_URL,
    rateLimitKeyPrefix: e.RATE_LIMIT_KEY_PREFIX,
    sessionSecret: e.SESSION_SECRET ?? DEV_SESSION_SECRET,
    mainDomain: e.MAIN_DOMAIN,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    domainTargets: {
      cnameHost: e.DOMAINS_CNAME_TARGET ?? new URL(e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).hostname,
      apexAddress: e.DOMAINS_A_RECORD ?? null,
    },
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM, operatorEmail: e.OPERATOR_EMAIL },
    storage: {
      s3: e.S3_BUCKET
        ? {
            bucket: e.S3_BUCKET,
            region: e.S3_REGION,
            endpoint: e.S3_ENDPOINT,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          }
        : undefined,
      dir: e.STORAGE_DIR,
    },
    backups: {
      dir: e.BACKUP_DIR,
      keepDays: e.BACKUP_KEEP_DAYS,
      s3: e.BACKUP_S3_BUCKET
        ? {
            bucket: e.BACKUP_S3_BUCKET,
            region: e.S3_REGION,
            endpoint: e.S3_ENDPOINT,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          }
        : undefined,
    },
    vapid: e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
      ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
      : undefined,
    vapidSubject: e.VAPID_SUBJECT ?? `mailto:${e.OPERATOR_EMAIL}`,
    paypal:
      e.PAYPAL_CLIENT_ID && e.PAYPAL_CLIENT_SECRET
        ? {
            clientId: e.PAYPAL_CLIENT_ID,
            clientSecret: e.PAYPAL_CLIENT_SECRET,
            environment: e.PAYPAL_ENVIRONMENT,
            webhookId: e.PAYPAL_WEBHOOK_ID,
            apiUrl: (e.PAYPAL_API_URL ?? (e.PAYPAL_ENVIRONMENT === 'production'
              ? 'https://api-m.paypal.com' : 'https://api-m.sandbox.paypal.com')).replace(/\/$/, ''),
          }
        : undefined,
    sms: { providerUrl: e.SMS_PROVIDER_URL, apiKey: e.SMS_API_KEY, from: e.SMS_FROM },
    videoBaseUrl: e.VIDEO_BASE_URL.replace(/\/$/, ''),
    reportsEmbedUrl: e.REPORTS_EMBED_URL,
    dnsServers: (e.DNS_SERVERS ?? '').split(',').map((v) => v.trim()).filter(Boolean),
    domainsAutoVerify: !isProduction && (e.DOMAINS_AUTO_VERIFY ?? e.NODE_ENV === 'development'),
    demoData: e.DEMO_DATA ?? !isProduction,
    features: { pets: e.FEATURE_PETS ?? true },
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
    devServer: (e.DEV_SERVER ?? false) && !isProduction,
    worker: e.WORKER ?? true,
    // The embedded database belongs to one process, and the dev server's watcher and HMR to one too.
    webConcurrency: e.DATABASE_URL && !(e.DEV_SERVER ?? false) ? e.WEB_CONCURRENCY ?? 1 : 1,
    telemetry: { otlpEndpoint: e.OTEL_EXPORTER_OTLP_ENDPOINT?.replace(/\/$/, ''), serviceName: e.OTEL_SERVICE_NAME },
    metricsToken: e.METRICS_TOKEN,
    opsSecretKey: opsSecretKey ?? (isProduction ? undefined : derivedOpsSecretKey(e.SESSION_SECRET ?? DEV_SESSION_SECRET)),
  };
}

/** Loads the process configuration; prints every problem and exits 1 when it is invalid. */
export function loadConfig(): Config {
  try {
    return parseConfig(process.env);
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
}

/**
 * The subset of configuration that islands and pages may see: PayPal's public client id (the JS SDK's
 * `client-id`, which the browser needs to show PayPal's card fields and button) and never its secret.
 */
export function publicConfig(config: Pick<Config, 'mainDomain' | 'videoBaseUrl' | 'paypal'>) {
  return { mainDomain: config.mainDomain, videoBaseUrl: config.videoBaseUrl, paypalClientId: config.paypal?.clientId ?? null };
}
