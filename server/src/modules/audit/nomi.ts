import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/** A person's full name from table `utente`, for a column holding their username; the username when unknown. */
export const nomeDi = (username: SQLWrapper | SQL): SQL<string> =>
  sql<string>`coalesce((SELECT u.nome || ' ' || u.cognome FROM utente u WHERE u.username = ${username}), ${username})`;
