import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_MAX_BYTES } from './files/file-store';
import { readFileStoreConfig, type FileStoreConfig } from './files/file-store-config';
import { isHttpUrl } from './http/is-http-url';
import { LIMITI_PREDEFINITI, type LimitiAccesso } from './oidc/limiti-accesso';

/** The repository's root, whatever the working directory the server was started from. */
export const PROJECT_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** The demo's external portal, registered in the embedded provider (docs/domande.md). */
export const PORTALE_ESTERNO_DEMO = { clientId: 'portale-distretti', secret: 'demo-portale-distretti' } as const;

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface OidcConfig {
  /** Issuer every access token must carry: the external realm, or `${publicUrl}/oidc` for the embedded provider. */
  readonly issuer: string;
  /** True when `OIDC_ISSUER` names an external provider (Keycloak): the embedded one stays off. */
  readonly external: boolean;
  readonly clientId: string;
  readonly audience: string;
  readonly accessTokenTtl: number;
  /**
   * The external portal that opens applications with `creaDomandaREST` (client credentials). The embedded provider
   * registers it with this secret; with Keycloak it names the confidential client whose service account may call.
   */
  readonly portaleEsterno: { readonly clientId: string; readonly secret: string };
}

export interface Config {
  readonly port: number;
  readonly host: string;
  readonly publicUrl: string;
  readonly dataDir: string;
  readonly databaseUrl?: string;
  /** Connections the portal keeps open to PostgreSQL (docs/performance.md). */
  readonly databasePoolSize: number;
  readonly oidc: OidcConfig;
  readonly securityRole: boolean;
  readonly logLevel: LogLevel;
  readonly distrettiCiboUrl: string;
  readonly programmiUrl: string;
  /** Built front end served under the base path. */
  readonly distDir: string;
  /** Project file merged into the generated `config/config.json`. */
  readonly frontendConfigFile: string;
  /** Origins allowed to call the API from another site; empty means no CORS headers at all. */
  readonly corsOrigins: readonly string[];
  /** Procedural terms of the programme review, in days (docs/programma.md). */
  readonly scadenze: { readonly preavvisoGiorni: number; readonly integrazioneGiorni: number };
  /** The local folder (`$DATA_DIR/files`) or an S3-compatible bucket (docs/files.md). */
  readonly fileStore: FileStoreConfig;
  /** Largest uploaded file, in bytes. */
  readonly uploadMaxBytes: number;
  /** A temporary file no row names and not written for this long is an abandoned upload (docs/files.md). */
  readonly temporaneiAbbandonatiMs: number;
  /** Incoming signatures checked against the EU trusted lists: off unless an address is set (docs/files.md). */
  readonly firme: FirmeConfig;
  /** The national registers of docs/verifiche-registri.md: over HTTP when an address is set, else the local tables. */
  readonly registri: RegistriConfig;
  /** Login throttling of the embedded provider (docs/affidabilita.md). */
  readonly limitiAccesso: LimitiAccesso;
  /** How long the HTTP server waits for clients, and for itself when it stops (docs/affidabilita.md). */
  readonly tempiHttp: TempiHttp;
  /** Bearer token that `/metrics` asks for; without it there is no `/metrics` (docs/produzione.md). */
  readonly metricsToken?: string;
}

export interface TempiHttp {
  /** A request whose body has not arrived whole by then gets 408 (Fastify's `requestTimeout`). */
  readonly richiestaMs: number;
  /** A connection that sends nothing for this long is closed (Fastify's `connectionTimeout`). */
  readonly inattivitaMs: number;
  /** On stop, requests still open after this long have their connections closed. */
  readonly chiusuraMs: number;
}

export interface FirmeConfig {
  readonly elencoFiduciaUrl?: string;
  readonly elencoFiduciaValiditaMs: number;
  readonly elencoFiduciaTimeoutMs: number;
}

export interface RegistriConfig {
  readonly deggendorfUrl?: string;
  readonly rnaUrl?: string;
  readonly timeoutMs: number;
  /** Days after which a check is shown as to be repeated. */
  readonly validitaGiorni: number;
}

export class ConfigError extends Error {
  constructor(messages: readonly string[]) {
    super(`Configurazione non valida:\n- ${messages.join('\n- ')}`);
    this.name = 'ConfigError';
  }
}

type Env = Readonly<Record<string, string | undefined>>;

/** Reads the settings of docs/architecture.md; every bad value is reported at once, in Italian. */
export function loadConfig(env: Env = process.env): Config {
  const problems: string[] = [];
  const read = (name: string): string | undefined => {
    const value = env[name]?.trim();
    return value ? value : undefined;
  };

  const integer = (name: string, fallback: number, min: number, max: number): number => {
    const raw = read(name);
    if (raw === undefined) return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < min || value > max) {
      problems.push(`${name} deve essere un numero intero tra ${min} e ${max} (valore ricevuto: "${raw}")`);
      return fallback;
    }
    return value;
  };

  const url = (name: string, fallback: string): string => {
    const raw = read(name);
    if (raw === undefined) return fallback;
    if (!isHttpUrl(raw)) {
      problems.push(`${name} deve essere un indirizzo http o https (valore ricevuto: "${raw}")`);
      return fallback;
    }
    return raw.replace(/\/+$/, '');
  };

  const port = integer('PORT', 8091, 0, 65535);
  const publicUrl = url('PUBLIC_URL', `http://localhost:${port}`);
  const externalIssuer = read('OIDC_ISSUER') === undefined ? undefined : url('OIDC_ISSUER', '');

  const databaseUrl = read('DATABASE_URL');
  if (databaseUrl !== undefined && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    problems.push('DATABASE_URL deve iniziare con postgres:// o postgresql://');
  }

  const securityRoleRaw = (read('SECURITY_ROLE') ?? 'true').toLowerCase();
  if (securityRoleRaw !== 'true' && securityRoleRaw !== 'false') {
    problems.push(`SECURITY_ROLE deve valere true o false (valore ricevuto: "${read('SECURITY_ROLE')}")`);
  }

  const logLevel = (read('LOG_LEVEL') ?? 'info').toLowerCase();
  if (!(LOG_LEVELS as readonly string[]).includes(logLevel)) {
    problems.push(`LOG_LEVEL deve essere uno tra ${LOG_LEVELS.join(', ')} (valore ricevuto: "${read('LOG_LEVEL')}")`);
  }

  const corsOrigins = (read('CORS_ORIGINS') ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  for (const origin of corsOrigins) {
    if (!isHttpUrl(origin)) problems.push(`CORS_ORIGINS contiene un'origine non valida: "${origin}"`);
  }

  const config: Config = {
    port,
    host: read('HOST') ?? '127.0.0.1',
    publicUrl,
    dataDir: resolve(read('DATA_DIR') ?? './data'),
    databaseUrl,
    databasePoolSize: integer('DATABASE_POOL_SIZE', 10, 1, 500),
    oidc: {
      issuer: externalIssuer ?? `${publicUrl}/oidc`,
      external: externalIssuer !== undefined,
      clientId: read('OIDC_CLIENT_ID') ?? 'contratti-filiera-fe',
      audience: read('OIDC_AUDIENCE') ?? 'contratti-filiera-api',
      accessTokenTtl: integer('OIDC_ACCESS_TOKEN_TTL', 300, 10, 86_400),
      portaleEsterno: {
        clientId: read('OIDC_PORTALE_ESTERNO_ID') ?? PORTALE_ESTERNO_DEMO.clientId,
        secret: read('OIDC_PORTALE_ESTERNO_SECRET') ?? PORTALE_ESTERNO_DEMO.secret,
      },
    },
    securityRole: securityRoleRaw !== 'false',
    logLevel: logLevel as LogLevel,
    distrettiCiboUrl: url('DISTRETTI_CIBO_URL', ''),
    programmiUrl: url('PROGRAMMI_URL', ''),
    distDir: resolve(PROJECT_ROOT, read('DIST_DIR') ?? 'dist'),
    frontendConfigFile: resolve(PROJECT_ROOT, 'config/config.json'),
    corsOrigins: corsOrigins.map((origin) => origin.replace(/\/+$/, '')),
    scadenze: {
      preavvisoGiorni: integer('PREAVVISO_GIORNI', 10, 1, 365),
      integrazioneGiorni: integer('INTEGRAZIONE_GIORNI', 30, 1, 365),
    },
    fileStore: readFileStoreConfig(read, problems),
    uploadMaxBytes: integer('UPLOAD_MAX_BYTES', DEFAULT_MAX_BYTES, 1024, 1024 * 1024 * 1024),
    temporaneiAbbandonatiMs: integer('FILE_TEMPORANEI_SECONDI', 300, 1, 86_400) * 1000,
    firme: {
      elencoFiduciaUrl: url('FIRME_ELENCO_FIDUCIA', '') || undefined,
      elencoFiduciaValiditaMs: integer('FIRME_ELENCO_FIDUCIA_ORE', 24, 1, 24 * 30) * 3_600_000,
      elencoFiduciaTimeoutMs: integer('FIRME_ELENCO_FIDUCIA_TIMEOUT_MS', 30_000, 100, 300_000),
    },
    registri: {
      deggendorfUrl: url('REGISTRO_DEGGENDORF_URL', '') || undefined,
      rnaUrl: url('REGISTRO_RNA_URL', '') || undefined,
      timeoutMs: integer('REGISTRI_TIMEOUT_MS', 10_000, 100, 120_000),
      validitaGiorni: integer('REGISTRI_VALIDITA_GIORNI', 30, 1, 365),
    },
    limitiAccesso: {
      tentativi: integer('LOGIN_TENTATIVI', LIMITI_PREDEFINITI.tentativi, 1, 1000),
      finestraSecondi: integer('LOGIN_FINESTRA_SECONDI', LIMITI_PREDEFINITI.finestraSecondi, 10, 86_400),
      attesaMassimaSecondi: integer('LOGIN_ATTESA_MASSIMA_SECONDI', LIMITI_PREDEFINITI.attesaMassimaSecondi, 1, 3600),
    },
    tempiHttp: {
      richiestaMs: integer('HTTP_RICHIESTA_SECONDI', 600, 1, 86_400) * 1000,
      inattivitaMs: integer('HTTP_INATTIVITA_SECONDI', 60, 1, 3600) * 1000,
      chiusuraMs: integer('HTTP_CHIUSURA_SECONDI', 10, 0, 600) * 1000,
    },
    metricsToken: read('METRICS_TOKEN') || undefined,
  };
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}
