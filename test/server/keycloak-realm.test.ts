import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import { exportJWK, generateKeyPair, SignJWT, type JWTPayload } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bandiSchema } from '../../contract/bandi/schema';
import { ROLES } from '../../contract/roles';
import { principalFromClaims } from '../../server/src/auth/principal';
import type { Database } from '../../server/src/db/database';
import { openSeededDatabase, startTestApp, testConfig, type TestApp } from './support/test-app';

interface Mapper {
  readonly name: string;
  readonly protocolMapper: string;
  readonly config: Record<string, string>;
}
interface Client {
  readonly clientId: string;
  readonly publicClient?: boolean;
  readonly bearerOnly?: boolean;
  readonly serviceAccountsEnabled?: boolean;
  readonly standardFlowEnabled?: boolean;
  readonly attributes?: Record<string, string>;
  readonly protocolMappers?: readonly Mapper[];
}
interface Realm {
  readonly realm: string;
  readonly bruteForceProtected: boolean;
  readonly failureFactor: number;
  readonly roles: { readonly client: Record<string, readonly { name: string }[]> };
  readonly clients: readonly Client[];
  readonly users: readonly { username: string; serviceAccountClientId?: string }[];
}

const REALM = JSON.parse(
  readFileSync(fileURLToPath(new URL('../../deploy/keycloak/realm-contratti-filiera.json', import.meta.url)), 'utf8'),
) as Realm;
const defaults = testConfig().oidc;
const LISTA = bandiSchema.endpoints!.getList!.path;
const RIEPILOGO = '/api/bando/generaExcelRiepilogoBando/2';
const client = (clientId: string) => REALM.clients.find((candidate) => candidate.clientId === clientId);
const SPA = client(defaults.clientId)!;
const PORTALE_ESTERNO = client(defaults.portaleEsterno.clientId)!;

interface Utente {
  readonly username: string;
  readonly attributi: Record<string, readonly string[]>;
  readonly ruoli: readonly string[];
}

/**
 * The claims Keycloak puts in an access token of `cliente`'s for `utente`: its fixed ones, then what each protocol
 * mapper of the realm file adds (user attributes, client roles, audience). A mapper of a kind this does not know
 * fails the test, so a mapper added to the realm is read here too.
 */
function claimsDelRealm(issuer: string, cliente: Client, utente: Utente): JWTPayload {
  const claims: Record<string, unknown> = {
    jti: randomUUID(),
    iss: issuer,
    sub: randomUUID(),
    typ: 'Bearer',
    azp: cliente.clientId,
    sid: randomUUID(),
    acr: '1',
    scope: 'openid profile',
    preferred_username: utente.username,
    name: 'Maria Rossi',
    given_name: 'Maria',
    family_name: 'Rossi',
    email_verified: false,
  };
  const audience: string[] = [];
  for (const mapper of cliente.protocolMappers ?? []) {
    if (mapper.config['access.token.claim'] !== 'true') continue;
    if (mapper.protocolMapper === 'oidc-usermodel-attribute-mapper') {
      const valori = utente.attributi[mapper.config['user.attribute']!] ?? [];
      if (valori.length === 0) continue;
      claims[mapper.config['claim.name']!] = mapper.config.multivalued === 'true' ? [...valori] : valori[0];
    } else if (mapper.protocolMapper === 'oidc-audience-mapper') {
      audience.push(mapper.config['included.client.audience']!);
    } else if (mapper.protocolMapper === 'oidc-usermodel-client-role-mapper') {
      const ruoliDi = mapper.config['usermodel.clientRoleMapping.clientId']!;
      expect(mapper.config['claim.name']).toBe('resource_access.${client_id}.roles');
      if (utente.ruoli.length > 0) claims.resource_access = { [ruoliDi]: { roles: [...utente.ruoli] } };
    } else {
      throw new Error(`Mapper del realm non letto dal test: ${mapper.protocolMapper}`);
    }
  }
  return { ...claims, aud: audience.length === 1 ? audience[0] : audience };
}

/** A stand-in for Keycloak's realm endpoints: its discovery document and its keys, the server reads nothing else. */
async function keycloakDelRealm(): Promise<{
  issuer: string;
  firma(claims: JWTPayload): Promise<string>;
  server: FastifyInstance;
}> {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const kid = randomUUID();
  const server = Fastify();
  const percorso = `/realms/${REALM.realm}`;
  let issuer = '';
  server.get(`${percorso}/.well-known/openid-configuration`, async () => ({
    issuer,
    jwks_uri: `${issuer}/protocol/openid-connect/certs`,
  }));
  server.get(`${percorso}/protocol/openid-connect/certs`, async () => ({
    keys: [{ ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' }],
  }));
  await server.listen({ port: 0, host: '127.0.0.1' });
  const address = server.server.address();
  issuer = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}${percorso}`;
  const firma = (claims: JWTPayload) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', typ: 'JWT', kid })
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(privateKey);
  return { issuer, firma, server };
}

let database: Database;
let keycloak: Awaited<ReturnType<typeof keycloakDelRealm>>;
let portal: TestApp;

beforeAll(async () => {
  database = await openSeededDatabase();
  keycloak = await keycloakDelRealm();
  portal = await startTestApp(database, {
    config: testConfig({}, { OIDC_ISSUER: keycloak.issuer }),
    verifyKey: undefined,
  });
});
afterAll(async () => {
  await portal?.app.close();
  await keycloak?.server.close();
  await database?.close();
});

describe('the Keycloak realm export (deploy/keycloak)', () => {
  it("declares the portal's roles on the SPA client, exactly those of the contract", () => {
    expect(REALM.roles.client[SPA.clientId]!.map((ruolo) => ruolo.name).sort()).toEqual([...ROLES].sort());
  });

  it('has a public SPA client with PKCE, the API audience client and brute-force detection', () => {
    expect(SPA).toMatchObject({ publicClient: true, standardFlowEnabled: true });
    expect(SPA.attributes?.['pkce.code.challenge.method']).toBe('S256');
    expect(client(defaults.audience)).toMatchObject({ bearerOnly: true });
    expect(REALM.bruteForceProtected).toBe(true);
    expect(REALM.failureFactor).toBe(5);
  });

  it('maps each attribute the server reads to a claim of the same name, cuaa as a list', () => {
    const attributi = Object.fromEntries(
      (SPA.protocolMappers ?? [])
        .filter((mapper) => mapper.protocolMapper === 'oidc-usermodel-attribute-mapper')
        .map((mapper) => [mapper.config['claim.name'], mapper.config.multivalued]),
    );
    expect(attributi).toEqual({ codice_fiscale: 'false', cuaa: 'true', cod_regione: 'false', abi: 'false' });
  });

  it("has the external portal's confidential client, its service account and the audience", () => {
    expect(PORTALE_ESTERNO).toMatchObject({
      publicClient: false,
      serviceAccountsEnabled: true,
      standardFlowEnabled: false,
    });
    expect(PORTALE_ESTERNO.protocolMappers?.map((mapper) => mapper.config['included.client.audience'])).toEqual([
      defaults.audience,
    ]);
    expect(REALM.users).toContainEqual(
      expect.objectContaining({
        username: `service-account-${PORTALE_ESTERNO.clientId}`,
        serviceAccountClientId: PORTALE_ESTERNO.clientId,
      }),
    );
  });
});

describe('a token as that realm issues it', () => {
  const chiama = async (url: string, utente: Utente) => {
    const token = await keycloak.firma(claimsDelRealm(keycloak.issuer, SPA, utente));
    return portal.app.inject({ url, headers: { authorization: `Bearer ${token}` } });
  };

  it('is accepted through the realm JWKS, with the roles of the SPA client', async () => {
    const ministero = { username: 'ministero', attributi: {}, ruoli: ['MBAC_MINISTERO'] };
    expect((await chiama(RIEPILOGO, ministero)).statusCode).toBe(200);
    const proponente = {
      username: 'proponente1',
      attributi: { cuaa: ['01234567897', '09876543217'], codice_fiscale: ['RSSMRA80A41H501U'] },
      ruoli: ['MBAC_PROPONENTE'],
    };
    expect((await chiama(LISTA, proponente)).statusCode).toBe(200);
    // The summary is not a proponent's: the role read from the token decides.
    expect((await chiama(RIEPILOGO, proponente)).statusCode).toBe(403);
    expect((await chiama(LISTA, { username: 'senza.ruoli', attributi: {}, ruoli: [] })).statusCode).toBe(403);
  });

  it("gives the server the person's attributes as the mappers shape them", () => {
    const claims = claimsDelRealm(keycloak.issuer, SPA, {
      username: 'regione.lazio',
      attributi: { cod_regione: ['12'], abi: ['03069'], cuaa: ['11122233346'], codice_fiscale: ['RSSMRA80A41H501U'] },
      ruoli: ['MBAC_REGIONE', 'MBAC_BANCA'],
    });
    expect(principalFromClaims(claims, { clientId: defaults.clientId, securityRole: true })).toMatchObject({
      username: 'regione.lazio',
      roles: ['MBAC_REGIONE', 'MBAC_BANCA'],
      cuaa: ['11122233346'],
      codRegione: '12',
      abi: '03069',
      codiceFiscale: 'RSSMRA80A41H501U',
      clientId: defaults.clientId,
      servizio: false,
    });
  });

  it("is the external portal's own when issued to its service account", async () => {
    const claims = {
      ...claimsDelRealm(keycloak.issuer, PORTALE_ESTERNO, {
        username: `service-account-${PORTALE_ESTERNO.clientId}`,
        attributi: {},
        ruoli: [],
      }),
      client_id: PORTALE_ESTERNO.clientId,
    };
    expect(claims.aud).toBe(defaults.audience);
    expect(principalFromClaims(claims, { clientId: defaults.clientId, securityRole: true })).toMatchObject({
      clientId: defaults.portaleEsterno.clientId,
      servizio: true,
      roles: [],
    });
    // Accepted (not 401) but with no role of a person's: only creaDomandaREST takes it (docs/domande.md).
    const token = await keycloak.firma(claims);
    const lista = await portal.app.inject({ url: LISTA, headers: { authorization: `Bearer ${token}` } });
    expect(lista.statusCode).toBe(403);
  });
});
