import { parentPort } from 'node:worker_threads';
import { fontOf } from './fonts.ts';
import { renderDocument, type DocumentJob } from './render.ts';

// A documents thread (decision 0121): makes one PDF at a time from the plain data it is sent and
// answers its bytes, moved (not copied) back to the event loop. Speaks lib/worker-pool.ts's
// protocol: { ready: true } once loaded, then { id, ok, value | error } for each { id, input }.
// Started from pdf-worker.mjs beside it (the sources, through tsx) or as apps/api/dist/pdf-worker.mjs
// (the compiled server).

const port = parentPort;
if (!port) throw new Error('pdf-worker.ts runs as a worker thread (documents/pdf-pool.ts starts it).');

port.on('message', ({ id, input }: { id: number; input: DocumentJob }) => {
  renderDocument(input).then(
    (pdf) => {
      // Copied once into memory of its own (a Buffer may be a slice of Node's shared pool), which is then moved, not copied again.
      const bytes = new Uint8Array(pdf);
      port.postMessage({ id, ok: true, value: bytes }, [bytes.buffer]);
    },
    (err: unknown) => port.postMessage({ id, ok: false, error: err instanceof Error ? err.message : String(err) }),
  );
});

// The first document of a thread would open the fonts and compile the shaping code: done before
// the first job's time limit runs.
fontOf('latin', 400).layout('Booking voucher 0123456789');
fontOf('latin', 700).layout('Booking voucher 0123456789');
fontOf('arabic', 400).layout('قسيمة الحجز');
fontOf('arabic', 700).layout('قسيمة الحجز');
port.postMessage({ ready: true });
