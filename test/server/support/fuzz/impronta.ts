import type { Database } from '../../../../server/src/db/database';

/**
 * A digest of every table but those named: its row count and the sum of its rows' creating transactions (`xmin`).
 * Any committed insert, update (even to the same values) or delete changes it; a rolled-back one does not. The
 * provider's sessions and the login attempts are left out, they change with every call by design.
 */
export async function improntaDelDatabase(
  database: Database,
  escluse: readonly string[],
): Promise<() => Promise<string>> {
  const tabelle = await database.withConnection((connection) =>
    connection.query<{ nome: string }>(
      `SELECT table_name AS nome FROM information_schema.tables
       WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name`,
    ),
  );
  // Reading xmin costs no conversion of the rows to text: a few milliseconds, so it can run after every call.
  const parti = tabelle
    .map(({ nome }) => nome)
    .filter((nome) => !escluse.includes(nome))
    .map(
      (nome) => `SELECT '${nome}=' || count(*) || ':' || coalesce(sum(xmin::text::bigint), 0) AS h FROM "${nome}" r`,
    );
  const query = `SELECT string_agg(h, ' ') AS impronta FROM (${parti.join(' UNION ALL ')}) s`;
  const leggi = async <R extends Record<string, unknown>>(sql: string) =>
    (await database.withConnection((connection) => connection.query<R>(sql)))[0];
  // No transaction given an id since the last digest (the snapshot's xmax has not moved) means no row written,
  // committed or not: the last digest still holds, and most refused calls cost one cheap query.
  let ultima: { xmax: string; impronta: string } | undefined;
  return async () => {
    const { xmax } = await leggi<{ xmax: string }>('SELECT pg_snapshot_xmax(pg_current_snapshot())::text AS xmax');
    if (ultima?.xmax !== xmax) ultima = { xmax, impronta: (await leggi<{ impronta: string }>(query)).impronta };
    return ultima.impronta;
  };
}
