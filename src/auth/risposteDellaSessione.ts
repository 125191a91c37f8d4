import {
  QueryClient,
  type DefaultedQueryObserverOptions,
  type DefaultError,
  type QueryKey,
  type QueryObserverOptions,
} from '@tanstack/react-query';
import { consentitoDallaSessione } from './authProvider';
import type { AuthSession } from './authSession';

/** What the auth provider answers from the session alone: `{ data }`, or nothing when it must be asked. */
type Risposta = { readonly data: unknown } | undefined;

const senzaAltriParametri = (parametri: object, ammessi: readonly string[]) =>
  Object.entries(parametri).every(([nome, valore]) => valore === undefined || ammessi.includes(nome));

/**
 * react-admin's questions to the auth provider (its query keys) that the session answers without waiting: whether
 * the person is signed in, their roles and identity, and what their roles allow on a resource as a whole. A record's
 * own permission depends on the record and is asked of the auth provider.
 */
export function rispostaDellaSessione(session: AuthSession, chiave: QueryKey): Risposta {
  const [ambito, domanda, parametri] = chiave;
  if (ambito !== 'auth' || !session.authenticated) return undefined;
  switch (domanda) {
    case 'checkAuth':
      return { data: true };
    case 'getPermissions':
      return { data: session.roles };
    case 'getIdentity':
      return { data: session.identity };
    case 'canAccess': {
      if (typeof parametri !== 'object' || parametri === null || Array.isArray(parametri)) return undefined;
      const { action, resource } = parametri as Record<string, unknown>;
      if (typeof action !== 'string' || typeof resource !== 'string') return undefined;
      if (!senzaAltriParametri(parametri, ['action', 'resource'])) return undefined;
      return { data: consentitoDallaSessione(session, { action, resource }) };
    }
    default:
      return undefined;
  }
}

/** How many times react-query tries a failed read again by default. */
const NUOVI_TENTATIVI = 3;

/**
 * Whether a failed read is worth asking again: a network failure or a server fault may pass, an answer of 4xx
 * (not found, not allowed, bad request, conflict) is the same at every try and only delays the page that says so.
 */
export function daRiprovare(tentativiFatti: number, errore: unknown): boolean {
  const status = (errore as { status?: unknown } | null)?.status;
  if (typeof status === 'number' && status >= 400 && status < 500) return false;
  return tentativiFatti < NUOVI_TENTATIVI;
}

/**
 * react-admin's query client, where the answers the session already knows are there from the first drawing: the
 * shell and the page are drawn once with them, not once more as each of their promises resolves (on a phone each
 * such drawing of the shell was a task of 30–70 ms). They stay valid for the session; a sign-in or sign-out clears
 * the client, as react-admin does.
 */
export class QueryClientDellaSessione extends QueryClient {
  constructor(private readonly session: AuthSession) {
    super({ defaultOptions: { queries: { retry: daRiprovare } } });
  }

  override defaultQueryOptions<
    TQueryFnData = unknown,
    TError = DefaultError,
    TData = TQueryFnData,
    TQueryData = TQueryFnData,
    TQueryKey extends QueryKey = QueryKey,
    TPageParam = never,
  >(
    options:
      | QueryObserverOptions<TQueryFnData, TError, TData, TQueryData, TQueryKey, TPageParam>
      | DefaultedQueryObserverOptions<TQueryFnData, TError, TData, TQueryData, TQueryKey>,
  ): DefaultedQueryObserverOptions<TQueryFnData, TError, TData, TQueryData, TQueryKey> {
    const predefinite = super.defaultQueryOptions(options);
    if (options._defaulted) return predefinite;
    const risposta = rispostaDellaSessione(this.session, predefinite.queryKey);
    if (!risposta) return predefinite;
    return { ...predefinite, initialData: risposta.data as TQueryData, staleTime: Infinity };
  }
}
