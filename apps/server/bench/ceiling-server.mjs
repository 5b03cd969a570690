// The ceiling: a bare Fastify that answers a pre-serialised body of the timeline's size, in the
// same encoding. The ratio of a real read to this says how much of the time is ours (database,
// cache look-up, authentication) rather than HTTP's and the loopback's.
import fs from 'node:fs';
import Fastify from 'fastify';

const body = fs.readFileSync(process.env.BODY_FILE);
const encoding = process.env.ENCODING;
const app = Fastify({ logger: false });
app.get('/ceiling', (_request, reply) => {
  reply.type('application/json; charset=utf-8');
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(body);
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.send?.('ready');
