/** What docs/architecture.md promises of every refused call, checked as a client reads it. */

/** Words of Fastify's, Ajv's and Node's own messages, which must never reach a person. */
const INGLESE = new RegExp(
  String.raw`\b(must|should|is not|not found|bad request|unsupported|exceeded|invalid|required|error|unexpected|` +
    String.raw`too large|body\/|querystring\/|params\/)\b`,
  'i',
);
/** An Italian sentence has at least one of these. */
const ITALIANO = new RegExp(
  String.raw`\b(non|il|lo|la|le|di|del|della|deve|campo|richiesta|dati|file|accesso|risorsa|tipo|riprova|valore|` +
    String.raw`troppo|troppi|per|nessun|nessuna|questo|questa)\b|[àèéìòù]`,
  'i',
);

export interface Risposta {
  readonly statusCode: number;
  readonly headers: Record<string, unknown>;
  readonly body: string;
}

/** The problem with an answer, or undefined when it keeps the promise. */
export function problemaDi({ statusCode, headers, body }: Risposta): string | undefined {
  if (statusCode >= 500) return `${statusCode} ${body.slice(0, 200)}`;
  if (statusCode < 400) return undefined;
  if (!String(headers['content-type'] ?? '').startsWith('application/json'))
    return `${statusCode} non JSON: ${body.slice(0, 200)}`;
  let parsed: { message?: unknown; errors?: unknown; requestId?: unknown };
  try {
    parsed = JSON.parse(body);
  } catch {
    return `${statusCode} JSON non leggibile: ${body.slice(0, 200)}`;
  }
  const { message, errors, requestId, ...altro } = parsed;
  if (Object.keys(altro).length > 0) return `${statusCode} campi in più: ${body.slice(0, 200)}`;
  if (typeof requestId !== 'string' || requestId !== headers['x-request-id'])
    return `${statusCode} requestId diverso da x-request-id: ${body.slice(0, 200)}`;
  if (typeof message !== 'string' || !ITALIANO.test(message) || INGLESE.test(message))
    return `${statusCode} messaggio non italiano: ${body.slice(0, 200)}`;
  if (errors === undefined) return undefined;
  const testi = typeof errors === 'object' && errors !== null ? Object.values(errors) : [errors];
  if (testi.some((testo) => typeof testo !== 'string' || INGLESE.test(testo)))
    return `${statusCode} errori per campo non italiani: ${body.slice(0, 200)}`;
  return undefined;
}
