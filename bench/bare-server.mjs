// The reference point for API throughput: a bare Fastify 5 server answering `{ ok: true }`, with
// no plugins, hooks or logging. Started by the bench as a child process (like the real server) so
// both share the same transport and process boundary; it reports its port over IPC.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ ok: true }));
await app.listen({ host: '127.0.0.1', port: 0 });
const { port } = app.server.address();
if (process.send) process.send({ port });
else console.log(`bare fastify listening on http://127.0.0.1:${port}`);

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
