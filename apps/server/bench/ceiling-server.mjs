// The ceiling: a bare Fastify that answers a pre-serialised body of the timeline's size. The
// ratio of a real read to this says how much of the time is ours (database, serialisation).
import fs from 'node:fs';
import Fastify from 'fastify';

const body = fs.readFileSync(process.env.BODY_FILE);
const app = Fastify({ logger: false });
app.get('/ceiling', (_request, reply) => reply.type('application/json; charset=utf-8').send(body));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.send?.('ready');
