/** Operation type: A edits, V only reads. */
export type TipoOper = 'A' | 'V';

/** Query parameters the portal is opened with (docs/architecture.md, «The browser's addresses»). */
export interface StartupParams {
  readonly idAttoAmmi?: string;
  readonly tipoOper?: TipoOper;
  readonly sinSessionId?: string;
}

const STARTUP_PARAMS_KEY = 'startupParams';

const asTipoOper = (value: string | null | undefined): TipoOper | undefined =>
  value === 'A' || value === 'V' ? value : undefined;

const fromQuery = (search: string): StartupParams => {
  const query = new URLSearchParams(search);
  return {
    idAttoAmmi: query.get('idAttoAmmi') ?? undefined,
    tipoOper: asTipoOper(query.get('tipoOper')),
    sinSessionId: query.get('SINSESSIONID') ?? undefined,
  };
};

const fromStorage = (storage: Storage): StartupParams => {
  try {
    const stored = JSON.parse(storage.getItem(STARTUP_PARAMS_KEY) ?? '{}') as Record<string, string | undefined>;
    return { idAttoAmmi: stored.idAttoAmmi, tipoOper: asTipoOper(stored.tipoOper), sinSessionId: stored.sinSessionId };
  } catch {
    return {};
  }
};

/**
 * Reads the parameters from the query string and keeps them in session storage, because the login
 * redirect may come back without them; a parameter absent from the query keeps its stored value.
 */
export function readStartupParams(search: string, storage: Storage): StartupParams {
  const stored = fromStorage(storage);
  const query = fromQuery(search);
  const params: StartupParams = {
    idAttoAmmi: query.idAttoAmmi ?? stored.idAttoAmmi,
    tipoOper: query.tipoOper ?? stored.tipoOper,
    sinSessionId: query.sinSessionId ?? stored.sinSessionId,
  };
  storage.setItem(STARTUP_PARAMS_KEY, JSON.stringify(params));
  return params;
}
