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
});
