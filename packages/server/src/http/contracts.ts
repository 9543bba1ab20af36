import { z } from 'zod';

/**
 * A route's JSON Schema (request or response) from a domain contract: written once, as zod, in
 * `packages/domain/src/contracts/`. Draft 7, as Fastify's validator and serialiser read it; a
 * response schema also keeps the answer to what the contract declares (nothing more leaks out).
 */
export function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output' = 'output'): Record<string, unknown> {
  const { $schema: _drop, ...json } = z.toJSONSchema(schema, { target: 'draft-7', io, unrepresentable: 'any' }) as Record<string, unknown>;
  return json;
}
