import Provider, { errors, interactionPolicy } from 'oidc-provider';
import type { Adapter, Configuration, Grant, ProviderContext } from 'oidc-provider';
import { findUserById, PROFILE_CLAIMS, profileClaims } from './accounts';
import { isAppAddress, originsOf } from './app-addresses';
import type { SendPage } from './page-response';
import { errorPage, leavingPage, loggedOutPage, logoutPage, type PageAddresses } from './pages';
import type { ProviderSecrets } from './secrets';
import { PERCORSI_DEL_FORNITORE } from './percorsi';

const EIGHT_HOURS = 8 * 60 * 60;

export interface ProviderSettings {
  readonly issuer: string;
  readonly mountPath: string;
  readonly clientId: string;
  readonly audience: string;
  /** The resource indicator whose access tokens carry `audience`. */
  readonly apiResource: string;
  readonly accessTokenTtl: number;
  readonly appBaseUrls: readonly string[];
  readonly secrets: ProviderSecrets;
  readonly addresses: PageAddresses;
  readonly sendPage: SendPage;
  /** Where sessions, interactions, codes and grants are kept; oidc-provider's process memory without it. */
  readonly adapter?: (kind: string) => Adapter;
  /** A confidential client that obtains tokens of its own (client credentials), never a person's. */
  readonly portaleEsterno: { readonly clientId: string; readonly secret: string };
}

/** The one client is first-party: consent is never asked, the grant covers whatever it requests. */
async function grantWhatIsRequested(ctx: ProviderContext): Promise<Grant | undefined> {
  const { provider, session, client, requestParamOIDCScopes } = ctx.oidc;
  if (!session.accountId || !client) return undefined;
  const grantId = session.grantIdFor(client.clientId);
  const existing = grantId ? await provider.Grant.find(grantId) : undefined;
  const grant =
    existing?.accountId === session.accountId
      ? existing
      : new provider.Grant({ accountId: session.accountId, clientId: client.clientId });
  grant.addOIDCScope([...requestParamOIDCScopes].join(' '));
  await grant.save();
  return grant;
}

function loginOnlyPolicy() {
  const policy = interactionPolicy.base();
  policy.remove('consent');
  return policy;
}

/**
 * The app asks to leave with its client and a return address it may use: the portal's 'Esci', or its way back to the
 * login page when the session has expired. That is the person's choice already; any other request gets the question.
 */
/**
 * Only an ID token proves the request comes from the person's own session in the app: a bare client id could be a
 * link on any site, so it still gets the confirmation page.
 */
function logoutChosenInTheApp(ctx: ProviderContext, clientId: string): boolean {
  return (
    ctx.oidc.client?.clientId === clientId &&
    ctx.oidc.params.id_token_hint !== undefined &&
    ctx.oidc.params.post_logout_redirect_uri !== undefined
  );
}

function configuration(settings: ProviderSettings): Configuration {
  const { clientId, addresses, sendPage } = settings;
  const appOrigins = originsOf(settings.appBaseUrls);
  return {
    adapter: settings.adapter,
    routes: PERCORSI_DEL_FORNITORE,
    clients: [
      {
        client_id: clientId,
        token_endpoint_auth_method: 'none',
        // No refresh_token grant: keycloak-js parses refresh tokens as JWTs, ours would be opaque. The app renews
        // its tokens with a silent `prompt=none` request while the provider session lives.
        grant_types: ['authorization_code'],
        response_types: ['code'],
        redirect_uris: [...settings.appBaseUrls],
        post_logout_redirect_uris: [...settings.appBaseUrls],
      },
      {
        client_id: settings.portaleEsterno.clientId,
        client_secret: settings.portaleEsterno.secret,
        token_endpoint_auth_method: 'client_secret_basic',
        grant_types: ['client_credentials'],
        response_types: [],
        redirect_uris: [],
      },
    ],
    jwks: settings.secrets.signingKeys,
    cookies: {
      keys: settings.secrets.cookieKeys,
      // Cookies on localhost are shared by every port: names of our own keep other local apps' sessions apart.
      names: { session: 'cf_oidc_session', interaction: 'cf_oidc_interaction', resume: 'cf_oidc_resume' },
      long: { httpOnly: true, sameSite: 'lax' },
      short: { httpOnly: true, sameSite: 'lax' },
    },
    claims: { openid: ['sub', ...PROFILE_CLAIMS] },
    scopes: ['openid'],
    responseTypes: ['code'],
    conformIdTokenClaims: false,
    clientBasedCORS: (_ctx, origin) => appOrigins.includes(origin),
    async findAccount(_ctx, id) {
      const user = findUserById(id);
      return user && { accountId: id, claims: async () => ({ sub: id, ...profileClaims(user, clientId) }) };
    },
    async extraTokenClaims(_ctx, token) {
      const user = token.accountId ? findUserById(token.accountId) : undefined;
      return user && { azp: clientId, ...profileClaims(user, clientId) };
    },
    loadExistingGrant: grantWhatIsRequested,
    interactions: {
      policy: loginOnlyPolicy(),
      url: async (_ctx, interaction) => `${settings.mountPath}/interaction/${interaction.uid}`,
    },
    features: {
      devInteractions: { enabled: false },
      clientCredentials: { enabled: true },
      dPoP: { enabled: false },
      pushedAuthorizationRequests: { enabled: false },
      userinfo: { enabled: false },
      resourceIndicators: {
        enabled: true,
        defaultResource: async () => settings.apiResource,
        useGrantedResource: async () => true,
        async getResourceServerInfo(_ctx, resource) {
          if (resource !== settings.apiResource) throw new errors.InvalidTarget();
          return {
            scope: '',
            audience: settings.audience,
            accessTokenTTL: settings.accessTokenTtl,
            accessTokenFormat: 'jwt',
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
      rpInitiatedLogout: {
        enabled: true,
        async logoutSource(ctx, form) {
          const page = logoutChosenInTheApp(ctx, clientId) ? leavingPage : logoutPage;
          sendPage(ctx, 200, page(addresses, form));
        },
        postLogoutSuccessSource: async (ctx) => sendPage(ctx, 200, loggedOutPage(addresses)),
      },
    },
    ttl: {
      AccessToken: settings.accessTokenTtl,
      IdToken: settings.accessTokenTtl,
      AuthorizationCode: 60,
      Interaction: 60 * 60,
      Session: EIGHT_HOURS,
      Grant: EIGHT_HOURS,
    },
    async renderError(ctx, { error, error_description: description }) {
      const message = 'Non è stato possibile completare la richiesta di accesso: torna al portale e riprova.';
      sendPage(ctx, ctx.status, errorPage(addresses, { message, code: error, description }));
    },
  };
}

export function createProvider(settings: ProviderSettings): Provider {
  const provider = new Provider(settings.issuer, configuration(settings));
  const appBaseUrls = settings.appBaseUrls;
  provider.Client.prototype.redirectUriAllowed = (uri) => isAppAddress(uri, appBaseUrls);
  provider.Client.prototype.postLogoutRedirectUriAllowed = (uri) => isAppAddress(uri, appBaseUrls);
  // Behind a TLS terminator (an https public address) the protocol and host come from X-Forwarded-* headers.
  provider.proxy = new URL(settings.issuer).protocol === 'https:';
  // The client's address is the one the proxy appended, the last of X-Forwarded-For: the earlier ones are whatever
  // the client wrote, and login throttling per address would count a new address for each attempt.
  provider.maxIpsCount = 1;
  return provider;
}
