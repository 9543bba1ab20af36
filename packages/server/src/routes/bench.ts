import type { FastifyInstance } from 'fastify';

/**
 * The benchmark's baseline: a fixed JSON:API body of the requested size, costing no database work,
 * so `npm run bench` can say what share of the raw server speed a real list call keeps.
 * Registered only with BENCH_BASELINE=true.
 */
export async function benchRoutes(app: FastifyInstance) {
  const bodies = new Map<number, string>();
  app.get<{ Querystring: { bytes?: string } }>('/bench/baseline', async (request, reply) => {
    const bytes = Math.min(Math.max(Number(request.query.bytes) || 1024, 16), 5_000_000);
    let body = bodies.get(bytes);
    if (!body) {
      const frame = JSON.stringify({ data: [], meta: { padding: '' } });
      body = JSON.stringify({ data: [], meta: { padding: 'x'.repeat(Math.max(0, bytes - frame.length)) } });
      bodies.set(bytes, body);
    }
    // Returned: an async handler that sends without returning the reply is answered twice once an
    // onSend hook (compression) is asynchronous, and logs two errors per request.
    return reply.type('application/vnd.api+json').send(body);
  });
}
