/** Texts a person reads in the error toast. */
export const MESSAGGI = {
  accessoNegato: 'Accesso negato: Non hai i permessi necessari per accedere a questa funzionalità.',
  autenticazioneRichiesta: 'Autenticazione richiesta',
  tokenNonValido: 'Token di accesso non valido o scaduto',
  risorsaNonTrovata: 'Risorsa non trovata',
  datiNonValidi: 'Dati non validi: controlla i campi indicati',
  jsonNonValido: 'Il corpo della richiesta non è un JSON valido',
  corpoVuoto: 'Il corpo della richiesta è vuoto',
  corpoTroppoGrande: 'Il corpo della richiesta supera la dimensione massima consentita',
  tipoNonSupportato: 'Tipo di contenuto non supportato',
  richiestaNonValida: 'Richiesta non valida',
  indirizzoNonValido: "L'indirizzo della richiesta contiene caratteri non ammessi",
  parametroTroppoLungo: "Indirizzo troppo lungo: un parametro dell'indirizzo supera i 100 caratteri",
  intestazioniTroppoGrandi: 'Le intestazioni della richiesta superano la dimensione massima consentita',
  tempoScaduto: 'Tempo scaduto: la richiesta non è arrivata per intero',
  metodoNonConsentito: 'Metodo non consentito',
  troppeRichieste: 'Troppe richieste: riprova tra poco',
  xsrfNonValido: 'Richiesta rifiutata: token anti-falsificazione mancante o non valido. Ricarica la pagina e riprova.',
  erroreInterno: 'Si è verificato un errore interno. Riprova più tardi.',
  servizioNonDisponibile: 'Servizio temporaneamente non disponibile. Riprova più tardi.',
} as const;

export type FieldErrors = Record<string, string>;

/** An error whose status and Italian message are meant for the client as they are. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: FieldErrors,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (errors: FieldErrors) => new HttpError(400, MESSAGGI.datiNonValidi, errors);
export const forbidden = () => new HttpError(403, MESSAGGI.accessoNegato);
export const notFound = (message: string = MESSAGGI.risorsaNonTrovata) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
