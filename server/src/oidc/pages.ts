import { ROLE_LABELS } from '../../../contract/roles';
import { DEMO_PASSWORD, DEMO_USERS } from './demo-users';

/** Where the pages find their stylesheet and script, and where "back to the portal" leads. */
export interface PageAddresses {
  readonly assetsPath: string;
  readonly portalHome: string;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character]);

/** `script`: the name of one of our scripts in the assets folder, when the page uses one. */
function layout(addresses: PageAddresses, title: string, main: string, script?: string): string {
  const scriptTag = script ? `\n<script type="module" src="${addresses.assetsPath}/${script}"></script>` : '';
  return `<!DOCTYPE html>
<html lang="it">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} – Contratti di filiera</title>
<link rel="icon" type="image/svg+xml" href="${addresses.assetsPath}/logo.svg">
<link rel="stylesheet" href="${addresses.assetsPath}/pagine.css">${scriptTag}
</head>
<body>
<header class="testata">
<p>Ministero dell'agricoltura, della sovranità alimentare e delle foreste</p>
<p class="testata__prodotto">Contratti di filiera e distretti del cibo</p>
</header>
<main class="contenuto">
${main}
</main>
</body>
</html>`;
}

const demoUserRows = DEMO_USERS.map((user) => {
  const roles = user.roles.map((role) => ROLE_LABELS[role]).join(', ');
  return `<tr><td>${user.username}</td><td>${user.givenName} ${user.familyName}</td><td>${roles}</td></tr>`;
}).join('\n');

export interface LoginForm {
  readonly action: string;
  readonly username?: string;
  readonly failed?: boolean;
  /** Set while too many failures make the account or the address wait. */
  readonly attesaSecondi?: number;
}

const durata = (secondi: number) =>
  secondi >= 120 ? `${Math.ceil(secondi / 60)} minuti` : secondi === 1 ? '1 secondo' : `${secondi} secondi`;

function erroreDiAccesso(failed: boolean, attesaSecondi: number): string | undefined {
  if (attesaSecondi > 0)
    return (
      "Troppi tentativi di accesso non riusciti: per sicurezza l'accesso è sospeso. " +
      `Riprova tra ${durata(attesaSecondi)}.`
    );
  return failed ? 'Nome utente o password non corretti' : undefined;
}

export function loginPage(
  addresses: PageAddresses,
  { action, username = '', failed = false, attesaSecondi = 0 }: LoginForm,
): string {
  const errore = erroreDiAccesso(failed, attesaSecondi);
  const invalid = errore ? ' aria-invalid="true" aria-describedby="errore-accesso"' : '';
  return layout(
    addresses,
    'Accedi',
    `<h1>Accedi</h1>
<p>Entra nel back office dei contratti di filiera e dei distretti del cibo.</p>
${errore ? `<p id="errore-accesso" class="errore" role="alert">${escapeHtml(errore)}</p>` : ''}
<form method="post" action="${escapeHtml(action)}">
<div class="campo">
<label for="username">Nome utente</label>
<input id="username" name="username" type="text" autocomplete="username" autocapitalize="none" spellcheck="false" ` +
      `required value="${escapeHtml(username)}"${invalid}${errore ? '' : ' autofocus'}>
</div>
<div class="campo">
<label for="password">Password</label>
<div class="campo__password">
<input id="password" name="password" type="password" autocomplete="current-password" ` +
      `required${invalid}${errore ? ' autofocus' : ''}>
<button type="button" id="mostra-password" class="pulsante pulsante--secondario" aria-controls="password" ` +
      `aria-pressed="false" hidden>Mostra password</button>
</div>
</div>
<button type="submit" class="pulsante">Entra</button>
</form>
<details>
<summary>Utenti dimostrativi</summary>
<p>La password di tutti è <code>${DEMO_PASSWORD}</code>.</p>
<table>
<thead><tr><th scope="col">Nome utente</th><th scope="col">Nome</th><th scope="col">Ruolo</th></tr></thead>
<tbody>
${demoUserRows}
</tbody>
</table>
</details>`,
    'mostra-password.js',
  );
}

/** `form` is oidc-provider's hidden logout form (id `op.logoutForm`, carrying its anti-forgery field). */
export function logoutPage(addresses: PageAddresses, form: string): string {
  return layout(
    addresses,
    'Esci',
    `<h1>Vuoi uscire dal portale?</h1>
<p>Uscendo chiudi la sessione del portale anche nelle altre schede del browser.</p>
${form}
<div class="azioni">
<button type="submit" form="op.logoutForm" name="logout" value="yes" class="pulsante" autofocus>Esci</button>
<button type="submit" form="op.logoutForm" class="pulsante pulsante--secondario">Resta nel portale</button>
</div>`,
  );
}

/**
 * Leaving when the person chose it in the portal: our script presses 'Esci' at once; without script, the person does.
 * `form` as for `logoutPage`.
 */
export function leavingPage(addresses: PageAddresses, form: string): string {
  return layout(
    addresses,
    'Uscita',
    `<h1>Uscita dal portale</h1>
<p>Stai chiudendo la sessione del portale, anche nelle altre schede del browser.</p>
<p>Se la pagina non prosegue da sola, premi Esci.</p>
${form}
<div class="azioni">
<button type="submit" form="op.logoutForm" name="logout" value="yes" ` +
      `class="pulsante" data-invio-automatico autofocus>Esci</button>
</div>`,
    'invio-automatico.js',
  );
}

export interface ContinueForm {
  readonly action: string;
  readonly fields: readonly (readonly [name: string, value: string])[];
}

/** A step with nothing to decide, which hands the browser on with a form: our script submits it at once. */
export function continuePage(addresses: PageAddresses, { action, fields }: ContinueForm): string {
  const hiddenFields = fields
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('\n');
  return layout(
    addresses,
    'Un momento',
    `<h1>Un momento…</h1>
<p>Se la pagina non prosegue da sola, premi Continua.</p>
<form method="post" action="${escapeHtml(action)}">
${hiddenFields}
<button type="submit" class="pulsante" data-invio-automatico autofocus>Continua</button>
</form>`,
    'invio-automatico.js',
  );
}

export function loggedOutPage(addresses: PageAddresses): string {
  return layout(
    addresses,
    'Uscita completata',
    `<h1>Sei uscito dal portale</h1>
<p>La sessione è chiusa.</p>
<p><a href="${escapeHtml(addresses.portalHome)}">Accedi di nuovo</a></p>`,
  );
}

export interface ErrorReport {
  readonly message: string;
  /** oidc-provider's error code and description, in English, for whoever helps the person. */
  readonly code?: string;
  readonly description?: string;
}

export function errorPage(addresses: PageAddresses, { message, code, description }: ErrorReport): string {
  const detail = code
    ? `\n<p class="dettaglio">Dettaglio tecnico: <code>${escapeHtml(code)}</code>${
        description ? ` – <span lang="en">${escapeHtml(description)}</span>` : ''
      }</p>`
    : '';
  return layout(
    addresses,
    'Errore',
    `<h1>Si è verificato un errore</h1>
<p>${escapeHtml(message)}</p>${detail}
<p><a href="${escapeHtml(addresses.portalHome)}">Torna al portale</a></p>`,
  );
}
