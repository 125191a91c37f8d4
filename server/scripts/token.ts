// npm run -s token -- <nome utente>: prints an access token of a demo user, obtained from the running portal
// through the real authorization code flow with PKCE (PORTAL_URL, default http://localhost:8091).
import { CodeFlowClient, ServerUnreachableError } from '../src/oidc/code-flow-client';
import { DEMO_PASSWORD, DEMO_USERS } from '../src/oidc/demo-users';

const portalUrl = (process.env.PORTAL_URL ?? 'http://localhost:8091').replace(/\/+$/, '');
const clientId = process.env.OIDC_CLIENT_ID ?? 'contratti-filiera-fe';
const usernames = DEMO_USERS.map((user) => user.username).join(', ');

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

async function main(username: string | undefined) {
  if (!username) fail(`Uso: npm run -s token -- <nome utente>\nUtenti dimostrativi: ${usernames}`);
  if (!DEMO_USERS.some((user) => user.username === username)) {
    fail(`Utente sconosciuto: ${username}\nUtenti dimostrativi: ${usernames}`);
  }
  const client = new CodeFlowClient({
    issuer: `${portalUrl}/oidc`,
    clientId,
    redirectUri: `${portalUrl}/contratti-filiera-fe/`,
  });
  try {
    const { access_token } = await client.logIn(username, DEMO_PASSWORD);
    process.stdout.write(`${access_token}\n`);
  } catch (error) {
    if (error instanceof ServerUnreachableError) {
      fail(`Server non raggiungibile su ${portalUrl}: avvialo con npm start`);
    }
    fail(`Token non ottenuto: ${(error as Error).message}`);
  }
}

await main(process.argv[2]);
