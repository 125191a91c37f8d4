import type { FastifyError, FastifyInstance } from 'fastify';
import { HttpError, MESSAGGI, type FieldErrors } from './errors';
import { idNonTrovato } from './id-non-trovato';
import { fieldErrors } from './validation-messages';

interface ErrorAnswer {
  readonly statusCode: number;
  readonly body: { message: string; errors?: FieldErrors };
}

const FASTIFY_CODES: Readonly<Record<string, string>> = {
  FST_ERR_CTP_INVALID_JSON_BODY: MESSAGGI.jsonNonValido,
  FST_ERR_CTP_EMPTY_JSON_BODY: MESSAGGI.corpoVuoto,
  FST_ERR_CTP_BODY_TOO_LARGE: MESSAGGI.corpoTroppoGrande,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: MESSAGGI.tipoNonSupportato,
};

const STATUS_TEXTS: Readonly<Record<number, string>> = {
  401: MESSAGGI.autenticazioneRichiesta,
  403: MESSAGGI.accessoNegato,
  404: MESSAGGI.risorsaNonTrovata,
  400: MESSAGGI.richiestaNonValida,
  405: MESSAGGI.metodoNonConsentito,
  406: 'Formato di risposta non disponibile',
  413: MESSAGGI.corpoTroppoGrande,
  415: MESSAGGI.tipoNonSupportato,
  414: MESSAGGI.parametroTroppoLungo,
  429: MESSAGGI.troppeRichieste,
  431: MESSAGGI.intestazioniTroppoGrandi,
};

/** Every error answers `{ message, errors? }` in Italian; a 5xx says nothing of what went wrong inside. */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { statusCode, body } = toAnswer(error);
    if (statusCode >= 500) request.log.error({ err: error }, 'Errore non gestito');
    else request.log.info({ statusCode, code: error.code }, body.message);
    return reply.code(statusCode).send(body);
  });
  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ message: MESSAGGI.risorsaNonTrovata }));
}

function toAnswer(error: FastifyError): ErrorAnswer {
  if (error instanceof HttpError) {
    return {
      statusCode: error.statusCode,
      body: error.errors ? { message: error.message, errors: error.errors } : { message: error.message },
    };
  }
  if (error.validation) {
    const nonTrovato = idNonTrovato(error.validation, error.validationContext);
    if (nonTrovato) return { statusCode: 404, body: { message: nonTrovato } };
    return {
      statusCode: 400,
      body: { message: MESSAGGI.datiNonValidi, errors: fieldErrors(error.validation, error.validationContext) },
    };
  }
  const statusCode =
    error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
  if (statusCode >= 500)
    return {
      statusCode,
      body: { message: statusCode === 503 ? MESSAGGI.servizioNonDisponibile : MESSAGGI.erroreInterno },
    };
  return {
    statusCode,
    body: { message: FASTIFY_CODES[error.code] ?? STATUS_TEXTS[statusCode] ?? MESSAGGI.richiestaNonValida },
  };
}
