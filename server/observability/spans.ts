import { context, propagation, SpanStatusCode, trace, type Attributes, type Context, type Span } from '@opentelemetry/api';

/**
 * Spans of our own work (the payment saga, the outbox, jobs) through the OpenTelemetry API alone. Without the
 * SDK (no OTEL_EXPORTER_OTLP_ENDPOINT: `observability/tracing.ts` never loads) the API's tracer is a no-op, so
 * these cost a function call and no allocation worth the name.
 *
 * Attributes name ids and kinds, never people: no email, name, phone, address or token.
 */
const tracer = trace.getTracer('petcare');

/** Finds the request's server span in a context; installed by tracing.ts when the SDK runs. */
let requestSpanOf: ((ctx: Context) => Span | undefined) | null = null;

/** tracing.ts: how to find the HTTP server span of the request a context belongs to. */
export function useRequestSpanFinder(finder: (ctx: Context) => Span | undefined): void {
  requestSpanOf = finder;
}

/** Runs `fn` inside a span named `name` (a child of the active one); an error marks the span and is rethrown. */
export function inSpan<T>(name: string, attributes: Attributes, fn: (span: Span) => Promise<T>): Promise<T> {
  return tracer.startActiveSpan(name, { attributes }, async (span) => {
    try {
      return await fn(span);
    } catch (err) {
      span.recordException(err instanceof Error ? err : String(err));
      span.setStatus({ code: SpanStatusCode.ERROR });
      throw err;
    } finally {
      span.end();
    }
  });
}

/**
 * Names the clinic (vendor id) the current work is for: `tenant` on the active span and on its request's server
 * span, so a trace can be found by clinic.
 */
export function tagTenant(vendorId: number | null | undefined): void {
  if (vendorId == null) return;
  const active = trace.getActiveSpan();
  if (!active?.isRecording()) return;
  active.setAttribute('tenant', vendorId);
  requestSpanOf?.(context.active())?.setAttribute('tenant', vendorId);
}

/** The trace context to carry with a job queued now (W3C `traceparent`), or null when nothing is traced. */
export function traceCarrier(): Record<string, string> | null {
  if (!trace.getActiveSpan()?.isRecording()) return null;
  const carrier: Record<string, string> = {};
  propagation.inject(context.active(), carrier);
  return Object.keys(carrier).length ? carrier : null;
}

/** Runs a job's handler in a span whose parent is the context its sender carried (when it carried one). */
export function inJobSpan<T>(name: string, carrier: unknown, attributes: Attributes, fn: () => Promise<T>): Promise<T> {
  const parent = carrier && typeof carrier === 'object' ? propagation.extract(context.active(), carrier) : context.active();
  return context.with(parent, () => inSpan(`job ${name}`, { 'job.name': name, ...attributes }, fn));
}
