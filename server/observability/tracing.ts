import { register } from 'node:module';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Context, Span as ApiSpan } from '@opentelemetry/api';
import type { ReadableSpan, Span, SpanExporter, SpanProcessor } from '@opentelemetry/sdk-trace-base';
import { useRequestSpanFinder } from './spans.ts';

/**
 * OpenTelemetry tracing: the Node SDK with the HTTP, Express, PostgreSQL (pg, which knex drives), GraphQL and Redis
 * instrumentations, and our own spans (`spans.ts`: the payment saga, the outbox, pg-boss jobs). main.ts and
 * worker-main.ts load this module only when OTEL_EXPORTER_OTLP_ENDPOINT is set, and before anything it patches is
 * imported: instrumentations wrap modules as they load (require hooks for CommonJS, and the import-in-the-middle
 * loader registered here for ES modules such as our own imports of express), so a module loaded earlier stays
 * untraced.
 *
 * What spans never carry: query strings (tokens of share, consultation and reset links), client addresses, user
 * agents, headers, SQL parameters (pg's `enhancedDatabaseReporting` stays off), GraphQL variables and literals,
 * and Redis arguments (session ids, rate-limit keys with emails). `tenant` is the clinic's vendor id.
 */

export interface TracingOptions {
  serviceName: string;
  /** The collector's base URL (OTEL_EXPORTER_OTLP_ENDPOINT); spans go to `<endpoint>/v1/traces` in batches. */
  otlpEndpoint?: string;
  /** Tests: export every span at its end to this exporter instead (an InMemorySpanExporter). */
  exporter?: SpanExporter;
}

export interface Tracing {
  /** Exports what is still buffered and stops. */
  shutdown(): Promise<void>;
}

/** Attributes the instrumentations set that name a person or carry a secret; removed from every span. */
const DROPPED = [
  'url.query', 'http.client_ip', 'client.address', 'net.peer.ip', 'network.peer.address', 'network.peer.port',
  'user_agent.original', 'http.user_agent', 'enduser.id', 'db.connection_string',
];
/** URL attributes kept without their query string. */
const URLS = ['url.full', 'http.url', 'http.target'];

/** A path segment that looks like a secret (a share, consultation or upload link's token): long and opaque. */
const OPAQUE_SEGMENT = /(?<=\/)[A-Za-z0-9_~.-]{20,}(?=\/|$)/g;

/** A URL or path without its query string and with opaque segments replaced by `:token`. */
function scrubUrl(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const path = value.includes('?') ? value.slice(0, value.indexOf('?')) : value;
  return path.replace(OPAQUE_SEGMENT, ':token');
}

/**
 * Makes a span's attributes fit to leave the process: drops DROPPED and every header, strips query strings and
 * opaque segments from URLS, and gives a routed request's `url.path` as its route (`/share/:token`, not the token).
 */
export function scrubAttributes(attributes: Record<string, unknown>): void {
  for (const key of Object.keys(attributes)) {
    if (DROPPED.includes(key) || key.startsWith('http.request.header.') || key.startsWith('http.response.header.')) delete attributes[key];
    else if (URLS.includes(key)) attributes[key] = scrubUrl(attributes[key]);
  }
  if (typeof attributes['url.path'] === 'string') {
    attributes['url.path'] = typeof attributes['http.route'] === 'string' ? attributes['http.route'] : scrubUrl(attributes['url.path']);
  }
}

/** Scrubs each span as it ends, then hands it on (a batch to the collector, or the tests' exporter). */
class ScrubbingProcessor implements SpanProcessor {
  constructor(private readonly next: SpanProcessor) {}
  onStart(span: Span, parent: Context) { this.next.onStart(span, parent); }
  onEnd(span: ReadableSpan) {
    scrubAttributes(span.attributes as Record<string, unknown>);
    this.next.onEnd(span);
  }
  forceFlush() { return this.next.forceFlush(); }
  shutdown() { return this.next.shutdown(); }
}

/** The clinic a request served: its site's, or the signed-in clinic login's (set by the site and auth middleware). */
function tenantOf(req: IncomingMessage): number | undefined {
  const r = req as IncomingMessage & { site?: { kind: string; vendorId?: number }; viewer?: { kind: string; vendorId?: number } | null };
  if (r.site?.kind === 'vendor') return r.site.vendorId;
  if (r.viewer?.kind === 'vendor') return r.viewer.vendorId;
  return undefined;
}

/** Paths whose requests are not traced: probes, the metrics scrape and static files. */
const UNTRACED = /^\/(healthz|readyz|metrics)(\?|$)|^\/(assets|static)\//;

/** Starts the SDK. Call it before importing the server (express, pg, graphql, redis); call it once per process. */
export async function startTracing(options: TracingOptions): Promise<Tracing> {
  // The ES module loader hook first, so the modules imported from here on can be wrapped.
  register('@opentelemetry/instrumentation/hook.mjs', import.meta.url);
  const [{ NodeSDK }, base, { HttpInstrumentation }, { ExpressInstrumentation, ExpressLayerType }, { PgInstrumentation }, { GraphQLInstrumentation }, { RedisInstrumentation }, { getRPCMetadata }] = await Promise.all([
    import('@opentelemetry/sdk-node'),
    import('@opentelemetry/sdk-trace-base'),
    import('@opentelemetry/instrumentation-http'),
    import('@opentelemetry/instrumentation-express'),
    import('@opentelemetry/instrumentation-pg'),
    import('@opentelemetry/instrumentation-graphql'),
    import('@opentelemetry/instrumentation-redis'),
    import('@opentelemetry/core'),
  ]);
  let processor: SpanProcessor;
  if (options.exporter) processor = new base.SimpleSpanProcessor(options.exporter);
  else {
    const { OTLPTraceExporter } = await import('@opentelemetry/exporter-trace-otlp-http');
    processor = new base.BatchSpanProcessor(new OTLPTraceExporter({ url: `${options.otlpEndpoint}/v1/traces` }));
  }
  const sdk = new NodeSDK({
    serviceName: options.serviceName,
    spanProcessors: [new ScrubbingProcessor(processor)],
    // Traces only: no metrics reader (Prometheus scrapes /metrics) and no log export (pino writes the logs).
    metricReaders: [],
    logRecordProcessors: [],
    instrumentations: [
      new HttpInstrumentation({
        ignoreIncomingRequestHook: (req) => UNTRACED.test(req.url ?? ''),
        // Outgoing calls (PayPal, the SMS provider, S3, web push) are traced inside a request or a job only.
        requireParentforOutgoingSpans: true,
        applyCustomAttributesOnSpan: (span, req, res) => {
          // A server span's response is the one we write (a client span's is the one we read).
          if (typeof (res as ServerResponse).setHeader !== 'function') return;
          const tenant = tenantOf(req as IncomingMessage);
          if (tenant !== undefined) span.setAttribute('tenant', tenant);
        },
      }),
      // The route's handler only: a span per middleware and per router of the routing table passed would bury it.
      new ExpressInstrumentation({ ignoreLayersType: [ExpressLayerType.MIDDLEWARE, ExpressLayerType.ROUTER] }),
      // pg-boss polls on the app's connections: only statements inside a request or a job make spans.
      new PgInstrumentation({ requireParentSpan: true, enhancedDatabaseReporting: false }),
      new GraphQLInstrumentation({ allowValues: false, mergeItems: true, ignoreTrivialResolveSpans: true, depth: 2 }),
      new RedisInstrumentation({ requireParentSpan: true, dbStatementSerializer: (command) => command }),
    ],
  });
  sdk.start();
  useRequestSpanFinder((ctx) => getRPCMetadata(ctx)?.span as ApiSpan | undefined);
  return { shutdown: () => sdk.shutdown() };
}
