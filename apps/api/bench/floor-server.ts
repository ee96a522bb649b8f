import Fastify from 'fastify';
import pg from 'pg';
import { collectDefaultMetrics, Registry } from 'prom-client';

/**
 * The memory floor (memory-floor.ts): the least server of our kind that answers the users list's first page,
 * Fastify and a pool of 10 PostgreSQL connections on the same Node build, with no validation, no logging and no
 * other module. Run by plain `node` (Node 22 strips the types), so no loader sits in its memory.
 *
 * Environment: DATABASE_URL, PORT, METRICS_TOKEN (GET /metrics gives V8's heap spaces, as the server's does).
 */
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const registry = new Registry();
collectDefaultMetrics({ register: registry });

const app = Fastify({ logger: false });
app.get('/v1/user/admin/list-all-users', async () => {
  const { rows } = await pool.query(
    `select id, first_name, last_name, full_name, email, country_code, phone_number, created_at
     from accounts where role_id = 6 order by created_at desc limit 10`,
  );
  return { status: 1, data: { rows } };
});
app.get('/metrics', async (request, reply) => {
  if (request.headers.authorization !== `Bearer ${process.env.METRICS_TOKEN}`) return reply.code(404).send();
  return reply.type(registry.contentType).send(await registry.metrics());
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
