import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/src/config';

describe('loadConfig', () => {
  it('gives the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8091,
      host: '127.0.0.1',
      publicUrl: 'http://localhost:8091',
      databaseUrl: undefined,
      oidc: {
        issuer: 'http://localhost:8091/oidc',
        external: false,
        clientId: 'contratti-filiera-fe',
        audience: 'contratti-filiera-api',
        accessTokenTtl: 300,
      },
      securityRole: true,
      logLevel: 'info',
      distrettiCiboUrl: '',
      programmiUrl: '',
      corsOrigins: [],
      // The EU trusted lists need the network: off unless their address is set (docs/files.md).
      firme: { elencoFiduciaUrl: undefined, elencoFiduciaValiditaMs: 24 * 3_600_000 },
    });
    expect(config.dataDir).toMatch(/[\\/]data$/);
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '9000',
      HOST: '0.0.0.0',
      PUBLIC_URL: 'https://portale.example.it/',
      DATA_DIR: '/var/lib/portale',
      DATABASE_URL: 'postgres://portale@db:5432/portale',
      OIDC_ISSUER: 'https://sso.example.it/realms/mipaaf',
      OIDC_CLIENT_ID: 'altro-client',
      OIDC_AUDIENCE: 'altra-api',
      OIDC_ACCESS_TOKEN_TTL: '600',
      SECURITY_ROLE: 'false',
      LOG_LEVEL: 'debug',
      DISTRETTI_CIBO_URL: 'https://dc.example.it',
      PROGRAMMI_URL: 'https://programmi.example.it/',
      CORS_ORIGINS: 'https://a.example.it, https://b.example.it',
    });
    expect(config).toMatchObject({
      port: 9000,
      host: '0.0.0.0',
      publicUrl: 'https://portale.example.it',
      dataDir: '/var/lib/portale',
      databaseUrl: 'postgres://portale@db:5432/portale',
      oidc: {
        issuer: 'https://sso.example.it/realms/mipaaf',
        external: true,
        clientId: 'altro-client',
        audience: 'altra-api',
        accessTokenTtl: 600,
      },
      securityRole: false,
      logLevel: 'debug',
      distrettiCiboUrl: 'https://dc.example.it',
      programmiUrl: 'https://programmi.example.it',
      corsOrigins: ['https://a.example.it', 'https://b.example.it'],
    });
  });

  it('derives the embedded issuer from the public address', () => {
    expect(loadConfig({ PORT: '9100' }).oidc.issuer).toBe('http://localhost:9100/oidc');
  });

  it('refuses bad values at once, each explained in Italian', () => {
    let message = '';
    try {
      loadConfig({
        PORT: 'ottanta',
        SECURITY_ROLE: 'forse',
        LOG_LEVEL: 'chiacchierone',
        PUBLIC_URL: 'ftp://x',
        DATABASE_URL: 'mysql://x',
      });
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      message = (error as Error).message;
    }
    expect(message).toMatch(/^Configurazione non valida:/);
    expect(message).toContain('PORT deve essere un numero intero tra 0 e 65535 (valore ricevuto: "ottanta")');
    expect(message).toContain('SECURITY_ROLE deve valere true o false');
    expect(message).toContain('LOG_LEVEL deve essere uno tra');
    expect(message).toContain('PUBLIC_URL deve essere un indirizzo http o https');
    expect(message).toContain('DATABASE_URL deve iniziare con postgres:// o postgresql://');
  });

  it('refuses a token lifetime out of range', () => {
    expect(() => loadConfig({ OIDC_ACCESS_TOKEN_TTL: '5' })).toThrow(
      'OIDC_ACCESS_TOKEN_TTL deve essere un numero intero tra 10 e 86400',
    );
  });

  it('keeps the files on the local disk unless FILE_STORE=s3', () => {
    expect(loadConfig({}).fileStore).toEqual({ kind: 'disk' });
    expect(loadConfig({ FILE_STORE: 'DISK' }).fileStore).toEqual({ kind: 'disk' });
  });

  it('reads the bucket of FILE_STORE=s3, with or without keys', () => {
    const s3 = {
      FILE_STORE: 's3',
      S3_ENDPOINT: 'https://minio.interno.example:9000/',
      S3_BUCKET: 'allegati-filiera',
      S3_REGION: 'eu-south-1',
      S3_FORCE_PATH_STYLE: 'TRUE',
    };
    expect(loadConfig({ ...s3, S3_ACCESS_KEY_ID: 'chiave', S3_SECRET_ACCESS_KEY: 'segreto' }).fileStore).toEqual({
      kind: 's3',
      endpoint: 'https://minio.interno.example:9000',
      bucket: 'allegati-filiera',
      region: 'eu-south-1',
      credentials: { accessKeyId: 'chiave', secretAccessKey: 'segreto' },
      forcePathStyle: true,
    });
    expect(loadConfig({ FILE_STORE: 's3', S3_BUCKET: 'allegati', S3_REGION: 'eu-south-1' }).fileStore).toEqual({
      kind: 's3',
      endpoint: undefined,
      bucket: 'allegati',
      region: 'eu-south-1',
      credentials: undefined,
      forcePathStyle: false,
    });
  });

  it('refuses bad S3 settings, each explained in Italian', () => {
    const messaggio = (env: Record<string, string>) => {
      try {
        loadConfig(env);
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigError);
        return (error as Error).message;
      }
      throw new Error('configurazione accettata');
    };
    const sbagliata = messaggio({
      FILE_STORE: 's3',
      S3_ENDPOINT: 'minio:9000',
      S3_BUCKET: 'Allegati_Filiera',
      S3_REGION: 'Europa Sud',
      S3_ACCESS_KEY_ID: 'chiave',
      S3_FORCE_PATH_STYLE: 'sì',
    });
    expect(sbagliata).toContain('S3_ENDPOINT deve essere un indirizzo http o https (valore ricevuto: "minio:9000")');
    expect(sbagliata).toContain('S3_BUCKET non è un nome di bucket valido');
    expect(sbagliata).toContain('S3_REGION non è una regione valida, per esempio eu-south-1');
    expect(sbagliata).toContain('S3_ACCESS_KEY_ID e S3_SECRET_ACCESS_KEY vanno impostati insieme');
    expect(sbagliata).toContain('S3_FORCE_PATH_STYLE deve valere true o false (valore ricevuto: "sì")');

    const mancante = messaggio({ FILE_STORE: 's3' });
    expect(mancante).toContain('S3_BUCKET è obbligatorio con FILE_STORE=s3');
    expect(mancante).toContain('S3_REGION è obbligatorio con FILE_STORE=s3');
    expect(messaggio({ FILE_STORE: 'minio' })).toContain('FILE_STORE deve valere disk o s3 (valore ricevuto: "minio")');
    expect(messaggio({ S3_BUCKET: 'allegati' })).toContain(
      'S3_BUCKET impostato senza FILE_STORE=s3: i file resterebbero sul disco locale',
    );
  });
});
