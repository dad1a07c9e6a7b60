/**
 * The yardstick for bench/api/run.mjs: a bare Fastify server with one catch-all GET route that answers each
 * URL with the very JSON the real server gave for it (captured just before, passed as a file). No database,
 * no validation, no hooks: what Fastify + JSON serialisation cost for the same payload on this machine, now.
 *
 *   node bench/api/bare.mjs <port> <replies.json>     (started by run.mjs; prints "ready" when listening)
 */
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const [port, file] = process.argv.slice(2);
const replies = new Map(Object.entries(JSON.parse(readFileSync(file, 'utf8'))));

const app = Fastify({ logger: false });
// The parsed object, not the string: Fastify serialises it on every request, as the real routes do.
app.get('/*', async (req, reply) => (replies.has(req.url) ? replies.get(req.url) : reply.code(404).send({ code: 404 })));
await app.listen({ port: Number(port), host: '127.0.0.1' });
console.log('ready');
process.once('SIGTERM', () => app.close().then(() => process.exit(0)));
