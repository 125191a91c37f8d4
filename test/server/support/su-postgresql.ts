/**
 * The server files that the PostgreSQL suite (DATABASE_URL, `.ci/run`) runs again: those whose answer can differ on
 * a real PostgreSQL, each with why. The others are proven on PGlite: the same PostgreSQL engine, the same migrations,
 * the same drizzle and SQL (docs/tests.md). A `*.postgres.test.ts` file runs only there and needs no line here.
 */
export const SU_POSTGRESQL = {
  // The driver and the database layer.
  'database.test.ts': 'migrations and demo data: two start-ups at once, advisory locks, a failed migration',
  'righe.test.ts': "plain statements go straight to node-postgres: the types read, the caller's transaction",
  'cursore.test.ts': "a cursor in a REPEATABLE READ transaction on one of the pool's ten connections, not the only one",
  'bench-semina.test.ts': "the bench's statements: its seeding and the list statement rendered for pgbench",
  'autorizzazioni-rotte.test.ts': 'every route read at least once through node-postgres, with its parameters and types',
  'domanda-flusso.test.ts': 'the writes of a whole application through node-postgres',
  'programma-flusso.test.ts': 'the writes of a whole programme through node-postgres',
  // Races, locks and transactions: on PGlite the transactions take turns on its one connection, here they meet.
  'domanda-crea.test.ts': '20 openings of the same draft at once: ON CONFLICT on the partial unique index',
  'domanda-rest.test.ts': 'the same 20 openings at once through the REST routes',
  'domanda-permessi.test.ts': 'two instructors taking the same application at once: FOR UPDATE',
  'programma-concorrenza.test.ts': 'identical transitions at once on different pooled connections',
  'graduatoria-finalizza.test.ts': '20 finalisations at once, one succeeds: FOR UPDATE of the call',
  'beneficiario-importi.test.ts': 'amount changes at once take turns on the programme (its amount history)',
  'programma-scadenze.test.ts': 'two closings of the expired notices at once close each one once',
  'scaricamento-sostituzione.test.ts': 'a download racing a replacement: what the other transaction sees',
  // Two processes, or two identities, on one database.
  'oidc.test.ts': "sign-ins side by side: the provider's writes meet",
  'oidc-database.test.ts': "the provider's sessions in the database, on its clock, shared by two identities",
  'oidc-chiavi-database.test.ts': 'processes starting together create the keys once',
  'oidc-limiti-accesso.test.ts': 'login throttling shared by two processes on one database',
} as const satisfies Record<string, string>;

/**
 * What a test whose answer can differ on PostgreSQL says of itself: requests at once, transactions and locks, two
 * processes, migrations. A server file that says one of these is in SU_POSTGRESQL, or below with why not.
 */
export const SEGNI_DI_POSTGRESQL: readonly RegExp[] = [
  /\bat once\b|at the same time|\bin parallel\b|\bparallel (calls|requests)\b|side by side|concurren/i,
  /(?<!Promise\.)\brac(e|es|ed|ing)\b/i,
  /\.transaction\(|\brollback\b|\bFOR (UPDATE|SHARE)\b|SKIP LOCKED|advisory|ISOLATION LEVEL/i,
  /two (server )?processes|processes starting together|start-ups/i,
  /\bmigrations?\b/i,
];

/** Files that say one of those words but whose answer cannot differ on PostgreSQL: why. */
export const SOLO_SU_PGLITE_PERCHE = {
  'config.test.ts': '«at once» is all the bad values refused together: no database',
  'file-store.test.ts': '«rollback» names the failure of a stand-in for the database work: no database',
  'su-postgresql.test.ts': 'the words are its own examples of the signs: no database',
  'programma-gestione.test.ts': '«migration» is the state of a transferred programme, not a schema migration',
  'firme-in-ingresso.test.ts': '«Migration 057» names where the categories come from: the same migrations on both',
  'executor.test.ts': 'its resource records the steps in memory: the transactions hold no row, no driver differs',
} as const satisfies Record<string, string>;
