import { loadConfig } from './config.ts';

// Configuration is checked before anything else loads, so a bad variable fails fast with its name.
const config = loadConfig();
// Tracing, when configured, starts before the server's modules load: its instrumentations wrap them as they do.
const tracing = config.telemetry.otlpEndpoint
  ? await (await import('./observability/tracing.ts')).startTracing(config.telemetry)
  : undefined;
const { start } = await import('./start.ts');
start(config, { tracing }).catch((err) => {
  console.error(err);
  process.exit(1);
});
