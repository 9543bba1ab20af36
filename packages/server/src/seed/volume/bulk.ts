import { requireKind } from '../../jsonapi/context.ts';
import type { EngineContext } from '../../jsonapi/context.ts';
import { validateAttributes } from '../../jsonapi/validate-attributes.ts';
import { tablesOf } from '../../services/tables.ts';

/** Bound values per INSERT: half of PostgreSQL's 65,535, so a batch is a few thousand rows of a narrow table. */
const VALUES_PER_STATEMENT = 30_000;

/**
 * Writes many rows of one kind in multi-row INSERTs, each row's attributes first checked as an
 * API write checks them (`validateAttributes`: the declaration's zod schema per value, rich text
 * sanitised, translatable values in their stored `{ locale: text }` shape, privileged fields only
 * for the system actor, required fields present). A refused value stops the seed with the kind,
 * the row and the field named. What the engine's hooks do per row (counters, authors) the caller
 * does in bulk afterwards; columns the server sets (ids, links, authors, timestamps, counts) are
 * passed in `server`.
 */
export class BulkWriter {
  readonly counts = new Map<string, number>();

  constructor(private readonly ctx: EngineContext) {}

  /** The column values of one row: its checked attributes, then what the server sets. */
  values(type: string, attributes: Record<string, unknown>, server: Record<string, unknown> = {}): Record<string, unknown> {
    const kind = requireKind(this.ctx, type);
    const { values, errors } = validateAttributes(this.ctx, kind, attributes, { before: null });
    if (errors.length) {
      const [first] = errors;
      throw new Error(`The volume seed wrote an invalid ${type}: ${first!.pointer} ${first!.rule} (${first!.detail}) in ${JSON.stringify(attributes).slice(0, 300)}`);
    }
    return { ...values, ...server };
  }

  /** Inserts the rows of a kind (column values by JS key), in batches. */
  async insert(type: string, rows: readonly Record<string, unknown>[]): Promise<void> {
    await this.insertInto(type, tablesOf(type).table, rows);
  }

  /** Inserts the links of a stored to-many (`{ ownerId, relatedId, position }`), in batches. */
  async link(type: string, relationship: string, rows: readonly { ownerId: string; relatedId: string; position: number }[]): Promise<void> {
    const join = tablesOf(type).joins[relationship];
    if (!join) throw new Error(`${type}.${relationship} is not a stored to-many.`);
    await this.insertInto(`${type}.${relationship}`, join.table, rows);
  }

  private async insertInto(label: string, table: ReturnType<typeof tablesOf>['table'], rows: readonly Record<string, unknown>[]): Promise<void> {
    const widest = rows.reduce((most, row) => Math.max(most, Object.keys(row).length), 1);
    const batch = Math.max(1, Math.floor(VALUES_PER_STATEMENT / widest));
    for (let start = 0; start < rows.length; start += batch) {
      await this.ctx.db.insert(table).values(rows.slice(start, start + batch) as Record<string, unknown>[]);
    }
    this.counts.set(label, (this.counts.get(label) ?? 0) + rows.length);
  }
}
