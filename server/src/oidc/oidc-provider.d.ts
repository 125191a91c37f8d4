// oidc-provider ships no types and @types/oidc-provider is not a dependency: these declare the part we use.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export interface KoaContext {
    readonly req: IncomingMessage;
    readonly res: ServerResponse;
    readonly method: string;
    readonly path: string;
    readonly ip: string;
    status: number;
    type: string;
    body: unknown;
    set(field: string, value: string): void;
    throw(status: number, message: string): never;
  }

  export interface ProviderContext extends KoaContext {
    readonly oidc: {
      readonly provider: Provider;
      readonly client?: { readonly clientId: string };
      readonly session: { readonly accountId?: string; grantIdFor(clientId: string): string | undefined };
      readonly requestParamOIDCScopes: Set<string>;
      readonly params: Readonly<Record<string, unknown>>;
    };
  }

  export type Middleware = (ctx: KoaContext, next: () => Promise<void>) => Promise<void>;

  export interface Account {
    accountId: string;
    claims(): Promise<Record<string, unknown>>;
  }

  export interface ResourceServer {
    scope: string;
    audience?: string;
    accessTokenTTL?: number;
    accessTokenFormat?: 'opaque' | 'jwt';
    jwt?: { sign?: { alg: string } };
  }

  /** What oidc-provider stores of one of its models (Session, Interaction, AuthorizationCode, Grant, ...). */
  export interface AdapterPayload {
    readonly [property: string]: unknown;
    readonly grantId?: string;
    readonly userCode?: string;
    readonly uid?: string;
    /** When it was consumed, seconds since the epoch. */
    readonly consumed?: number;
  }

  export interface Adapter {
    /** `expiresIn` in seconds; without it the entry lasts until destroyed. */
    upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void>;
    find(id: string): Promise<AdapterPayload | undefined>;
    findByUserCode(userCode: string): Promise<AdapterPayload | undefined>;
    findByUid(uid: string): Promise<AdapterPayload | undefined>;
    consume(id: string): Promise<void>;
    destroy(id: string): Promise<void>;
    revokeByGrantId(grantId: string): Promise<void>;
  }

  export type ClientMetadata =
    | {
        client_id: string;
        token_endpoint_auth_method: 'none';
        grant_types: string[];
        response_types: string[];
        redirect_uris: string[];
        post_logout_redirect_uris: string[];
      }
    | {
        client_id: string;
        client_secret: string;
        token_endpoint_auth_method: 'client_secret_basic';
        grant_types: ['client_credentials'];
        response_types: [];
        redirect_uris: [];
      };

  export interface Configuration {
    /** Called with each model's name; without it oidc-provider keeps everything in its process's memory. */
    adapter?: (model: string) => Adapter;
    clients: ClientMetadata[];
    /** Endpoint paths under the issuer (oidc-provider's defaults for those not given). */
    routes?: Partial<Record<'authorization' | 'token' | 'end_session' | 'jwks', string>>;
    jwks: { keys: object[] };
    cookies: {
      keys: string[];
      names: { session: string; interaction: string; resume: string };
      long: { httpOnly: boolean; sameSite: 'lax' };
      short: { httpOnly: boolean; sameSite: 'lax' };
    };
    claims: Record<string, string[] | null>;
    scopes: string[];
    responseTypes: string[];
    conformIdTokenClaims: boolean;
    clientBasedCORS(ctx: ProviderContext, origin: string): boolean;
    findAccount(ctx: ProviderContext, id: string): Promise<Account | undefined>;
    extraTokenClaims(ctx: ProviderContext, token: { accountId?: string }): Promise<Record<string, unknown> | undefined>;
    loadExistingGrant(ctx: ProviderContext): Promise<Grant | undefined>;
    interactions: { policy: Policy; url(ctx: ProviderContext, interaction: { uid: string }): Promise<string> };
    features: {
      devInteractions: { enabled: false };
      clientCredentials: { enabled: true };
      dPoP: { enabled: false };
      pushedAuthorizationRequests: { enabled: false };
      userinfo: { enabled: false };
      resourceIndicators: {
        enabled: true;
        defaultResource(ctx: ProviderContext): Promise<string>;
        useGrantedResource(): Promise<boolean>;
        getResourceServerInfo(ctx: ProviderContext, resource: string): Promise<ResourceServer>;
      };
      rpInitiatedLogout: {
        enabled: true;
        logoutSource(ctx: ProviderContext, form: string): Promise<void>;
        postLogoutSuccessSource(ctx: ProviderContext): Promise<void>;
      };
    };
    ttl: Record<'AccessToken' | 'IdToken' | 'AuthorizationCode' | 'Interaction' | 'Session' | 'Grant', number>;
    renderError(ctx: ProviderContext, out: { error: string; error_description?: string }, error: Error): Promise<void>;
  }

  export interface Prompt {
    readonly name: string;
  }

  export interface Policy extends Array<Prompt> {
    remove(name: string): void;
  }

  export const interactionPolicy: { base(): Policy };

  export interface InteractionDetails {
    readonly uid: string;
  }

  export interface InteractionResult {
    login: { accountId: string };
  }

  export class Grant {
    constructor(properties: { accountId: string; clientId: string });
    static find(id: string): Promise<Grant | undefined>;
    readonly accountId: string;
    addOIDCScope(scope: string): void;
    save(): Promise<string>;
  }

  export interface Client {
    redirectUriAllowed(uri: string): boolean;
    postLogoutRedirectUriAllowed(uri: string): boolean;
  }

  export class Provider {
    constructor(issuer: string, configuration: Configuration);
    readonly issuer: string;
    proxy: boolean;
    maxIpsCount: number;
    readonly Grant: typeof Grant;
    readonly Client: { prototype: Client };
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    use(middleware: Middleware): this;
    on(event: 'server_error', listener: (ctx: KoaContext, error: Error) => void): this;
    on(event: 'error', listener: (error: Error) => void): this;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<InteractionDetails>;
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: InteractionResult,
      options: { mergeWithLastSubmission: boolean },
    ): Promise<void>;
  }

  export const errors: {
    SessionNotFound: new (description?: string) => Error;
    InvalidTarget: new (description?: string) => Error;
    InvalidGrant: new (description?: string) => Error;
  };

  export default Provider;
}
