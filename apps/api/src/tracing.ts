// The server's first module (`node --import ./apps/api/dist/tracing.mjs apps/api/dist/server.mjs`,
// scripts/server-process.mjs): with OTEL_EXPORTER_OTLP_ENDPOINT set and TRACING_MODE=deep, it starts OpenTelemetry
// before the server imports node:http and pg, so their instrumentations see them load (decision
// 0081). Without it, nothing is loaded and nothing is hooked.
import { register } from 'node:module';

// TRACING_MODE=requests (the default) needs none of this: the app records its spans (lib/request-tracing.ts).
if (process.env.OTEL_EXPORTER_OTLP_ENDPOINT && process.env.TRACING_MODE === 'deep') {
  // ESM imports (pg, imported by the compiled server) are instrumented through import-in-the-middle.
  register('import-in-the-middle/hook.mjs', import.meta.url);
  const { startTracing } = await import('./lib/tracing.ts');
  // Config is not loaded yet (it is the server's): METRICS_PORT read as it is, only to leave scrapes untraced.
  await startTracing({
    serviceName: process.env.OTEL_SERVICE_NAME ? undefined : 'tripfront-api',
    metricsPort: process.env.METRICS_PORT ? Number(process.env.METRICS_PORT) : undefined,
  });
}
