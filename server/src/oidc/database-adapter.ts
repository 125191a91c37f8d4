import { and, eq, gt, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { errors, type Adapter, type AdapterPayload } from 'oidc-provider';
import type { AppDatabase, Database } from '../db/database';

/** The table of `server/migrations/010_oidc.sql`. */
const oidcPayload = pgTable(
  'oidc_payload',
  {
    id: text('id').notNull(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<AdapterPayload>().notNull(),
    grantId: text('grant_id'),
    userCode: text('user_code'),
    uid: text('uid'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.id, table.kind] })],
);

// Instants come from the database's clock, the one every process shares.
const notExpired = or(isNull(oidcPayload.expiresAt), gt(oidcPayload.expiresAt, sql`now()`));

const TEN_MINUTES = 10 * 60 * 1000;

class DatabaseAdapter implements Adapter {
  readonly #kind: string;
  readonly #db: AppDatabase;
  readonly #afterWrite: () => Promise<void>;

  constructor(kind: string, db: AppDatabase, afterWrite: () => Promise<void>) {
    this.#kind = kind;
    this.#db = db;
    this.#afterWrite = afterWrite;
  }

  async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
    const columns = {
      payload,
      grantId: payload.grantId ?? null,
      userCode: payload.userCode ?? null,
      uid: payload.uid ?? null,
      expiresAt: expiresIn === undefined ? null : sql`now() + make_interval(secs => ${expiresIn})`,
    };
    await this.#db
      .insert(oidcPayload)
      .values({ id, kind: this.#kind, ...columns })
      .onConflictDoUpdate({ target: [oidcPayload.id, oidcPayload.kind], set: columns });
    await this.#afterWrite();
  }

  find(id: string): Promise<AdapterPayload | undefined> {
    return this.#findWhere(eq(oidcPayload.id, id));
  }

  findByUid(uid: string): Promise<AdapterPayload | undefined> {
    return this.#findWhere(eq(oidcPayload.uid, uid));
  }

  findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
    return this.#findWhere(eq(oidcPayload.userCode, userCode));
  }

  async consume(id: string): Promise<void> {
    const consumed = await this.#db
      .update(oidcPayload)
      .set({ consumedAt: sql`now()` })
      .where(and(this.#mine(eq(oidcPayload.id, id)), isNull(oidcPayload.consumedAt)))
      .returning({ id: oidcPayload.id });
    // oidc-provider checks `consumed` before consuming: two processes redeeming one code at once both pass that
    // check, and only the one that marks the row here may go on.
    if (consumed.length === 0) throw new errors.InvalidGrant(`${this.#kind} not found or already consumed`);
  }

  async destroy(id: string): Promise<void> {
    await this.#db.delete(oidcPayload).where(and(eq(oidcPayload.kind, this.#kind), eq(oidcPayload.id, id)));
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    await this.#db.delete(oidcPayload).where(and(eq(oidcPayload.kind, this.#kind), eq(oidcPayload.grantId, grantId)));
  }

  async #findWhere(condition: SQL): Promise<AdapterPayload | undefined> {
    const [found] = await this.#db
      .select({
        payload: oidcPayload.payload,
        consumed: sql<number | null>`floor(extract(epoch FROM ${oidcPayload.consumedAt}))::int`,
      })
      .from(oidcPayload)
      .where(this.#mine(condition))
      .limit(1);
    if (!found) return undefined;
    return found.consumed === null ? found.payload : { ...found.payload, consumed: found.consumed };
  }

  #mine(condition: SQL): SQL | undefined {
    return and(eq(oidcPayload.kind, this.#kind), condition, notExpired);
  }
}

export interface DatabaseAdapterOptions {
  /** How often a process deletes the expired rows, at its next write. */
  readonly cleanupIntervalMs?: number;
}

/**
 * oidc-provider's storage in the project's database, PGlite or PostgreSQL, so sessions, interactions, codes and
 * grants outlive a restart and are shared by every process. Expired rows are never answered, and deleted now and then.
 */
export function databaseAdapter(
  database: Database,
  { cleanupIntervalMs = TEN_MINUTES }: DatabaseAdapterOptions = {},
): (kind: string) => Adapter {
  let nextCleanup = 0;
  async function deleteExpiredNowAndThen() {
    if (Date.now() < nextCleanup) return;
    nextCleanup = Date.now() + cleanupIntervalMs;
    await database.db.delete(oidcPayload).where(lte(oidcPayload.expiresAt, sql`now()`));
  }
  return (kind) => new DatabaseAdapter(kind, database.db, deleteExpiredNowAndThen);
}
