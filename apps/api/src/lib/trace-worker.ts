import { parentPort, workerData } from 'node:worker_threads';
import { createSpanWriter, type SpanRecord } from './request-tracing.ts';

// The traces thread (decision 0088): makes the spans of the records the event loop hands it, batches
// them and exports them over OTLP/HTTP, so their serialisation and the exporter's HTTP client never
// run on the event loop. Posts { ready: true } once loaded (or { error }), takes { spans } batches,
// and answers { shutdown: true } with { closed: true, error? } once what it holds is exported.
// Started from trace-worker.mjs beside it (the sources, through tsx) or as apps/api/dist/trace-worker.mjs.

const port = parentPort;
if (!port) throw new Error('trace-worker.ts runs as a worker thread (lib/request-tracing.ts starts it).');
const { endpoint, serviceName } = workerData as { endpoint?: string; serviceName?: string };

try {
  const writer = await createSpanWriter({ ...(endpoint ? { endpoint } : {}), ...(serviceName ? { serviceName } : {}) });
  port.on('message', (message: { spans?: SpanRecord[]; shutdown?: true }) => {
    if (message.spans) for (const record of message.spans) writer.write(record);
    if (message.shutdown) {
      writer.shutdown().then(
        () => port.postMessage({ closed: true }),
        (err: unknown) => port.postMessage({ closed: true, error: err instanceof Error ? err.message : String(err) }),
      );
    }
  });
  port.postMessage({ ready: true });
} catch (err) {
  port.postMessage({ error: err instanceof Error ? err.message : String(err) });
}
