import { createHash } from 'node:crypto';

/** Hands the authorization response of the hidden iframe back to keycloak-js in the app window. */
const SCRIPT = 'parent.postMessage(location.href, location.origin);';

/**
 * The page keycloak-js opens in its hidden iframe when the provider answers a silent authorization
 * (`silentCheckSsoRedirectUri`, src/auth/createAuth.ts). Its script is inline, allowed by its hash in the
 * Content-Security-Policy (`HASH_SCRIPT_VERIFICA_SESSIONE`) and by nothing else: a script file of its own was one more
 * round trip before every signed-in page (docs/performance.md).
 */
export const PAGINA_VERIFICA_SESSIONE = `<!doctype html>
<html lang="it">
  <head>
    <meta charset="utf-8" />
    <title>Verifica della sessione</title>
    <script>${SCRIPT}</script>
  </head>
  <body></body>
</html>
`;

/** The script's source for `script-src`. */
export const HASH_SCRIPT_VERIFICA_SESSIONE = `'sha256-${createHash('sha256').update(SCRIPT).digest('base64')}'`;
