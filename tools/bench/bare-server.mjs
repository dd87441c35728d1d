// The baseline for `bench:chat`: a bare Fastify route answering an empty list, nothing else.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/api/health', async () => ({ status: 'ok' }));
app.get('/api/chat/notifies', async () => []);
await app.listen({ port: Number(process.env.PORT ?? 3108), host: '127.0.0.1' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => app.close().then(() => process.exit(0)));
