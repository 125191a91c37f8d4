import { samplePdf } from '../../../support/file-samples';
import { campione } from './casuale';
import { plausibile, type Operazione, type Parametro } from './operazioni';
import { INTERI_LIMITE, jsonCon, TESTI_URL, VALORI_CAMPO, VALORI_CORPO } from './valori';

export interface Caso {
  readonly descrizione: string;
  readonly metodo: string;
  readonly url: string;
  readonly headers: Record<string, string>;
  readonly payload?: string | Buffer;
}

const PER_OPERAZIONE = 40;

/** The cases of one operation: each spoils one part of an otherwise plausible request. */
export function casiDi(operazione: Operazione, caso: () => number): Caso[] {
  const casi = [...casiDeiParametri(operazione), ...casiDelCorpo(operazione)];
  return campione(casi, PER_OPERAZIONE, caso);
}

function casiDeiParametri(operazione: Operazione): Caso[] {
  return operazione.parametri.flatMap((parametro) =>
    [...INTERI_LIMITE, ...TESTI_URL].map((valore) =>
      richiesta(operazione, `${parametro.dove} ${parametro.nome}=${valore.slice(0, 30)}`, {
        parametri: { [parametro.nome]: valore },
      }),
    ),
  );
}

function casiDelCorpo(operazione: Operazione): Caso[] {
  if (operazione.corpo?.tipo === 'json') return casiJson(operazione);
  if (operazione.corpo?.tipo === 'multipart') return casiMultipart(operazione);
  return [];
}

function casiJson(operazione: Operazione): Caso[] {
  const schema = operazione.corpo!.schema;
  const base = plausibile(schema) as Record<string, unknown>;
  const json = { 'content-type': 'application/json' };
  const corpiInteri: [string, Record<string, string>, string | Buffer | undefined][] = [
    ['corpo assente', json, undefined],
    ['JSON troncato', json, '{"a": '],
    ['corpo elenco', json, '[]'],
    ['corpo testo', json, '"testo"'],
    ['corpo vuoto {}', json, '{}'],
    ['chiave con NUL', json, '{"a\\u0000b": 1}'],
    ['JSON annidato 50.000 livelli', json, `${'{"a":'.repeat(50_000)}1${'}'.repeat(50_000)}`],
    ['text/plain', { 'content-type': 'text/plain' }, JSON.stringify(base)],
    ['senza content-type', {}, JSON.stringify(base)],
    ['multipart al posto del JSON', ...multipart({}, true)],
  ];
  const interi = corpiInteri.map(([descrizione, headers, payload]) =>
    richiesta(operazione, descrizione, { headers, payload }),
  );
  const proprieta = Object.keys(schema.properties ?? {});
  const perCampo = proprieta.flatMap((nome) =>
    VALORI_CORPO.map((valore) =>
      richiesta(operazione, `corpo ${nome}=${String(JSON.stringify(valore)).slice(0, 30)}`, {
        headers: json,
        payload: jsonCon({ ...base, [nome]: valore }),
      }),
    ),
  );
  const obbligatori = (schema.required ?? []).map((nome: string) => {
    const { [nome]: _tolto, ...resto } = base;
    return richiesta(operazione, `corpo senza ${nome}`, { headers: json, payload: JSON.stringify(resto) });
  });
  return [...interi, ...obbligatori, ...perCampo];
}

function casiMultipart(operazione: Operazione): Caso[] {
  const campi = Object.keys(operazione.corpo!.schema.properties ?? {}).filter((nome) => nome !== 'file');
  const base = Object.fromEntries(campi.map((nome) => [nome, '1']));
  const completo = multipart(base, true);
  const casi: [string, Record<string, string>, string | Buffer | undefined][] = [
    ['JSON al posto del multipart', { 'content-type': 'application/json' }, '{"file": "prova.pdf"}'],
    ['multipart senza content-type', {}, completo[1]],
    ['multipart come text/plain', { 'content-type': 'text/plain' }, completo[1]],
    ['multipart senza boundary', { 'content-type': 'multipart/form-data' }, completo[1]],
    ['multipart troncato', completo[0], completo[1].subarray(0, Math.floor(completo[1].length / 2))],
    ['multipart senza file', ...multipart(base, false)],
    ['file .pdf.exe', ...multipart(base, true, 'fattura.pdf.exe')],
    ['file vuoto', ...multipart(base, true, 'vuoto.pdf', Buffer.alloc(0))],
    ['nome del file con NUL', ...multipart(base, true, 'a\u0000b.pdf')],
    ['corpo assente', completo[0], undefined],
  ];
  for (const nome of campi) {
    for (const valore of VALORI_CAMPO)
      casi.push([`campo ${nome}=${valore.slice(0, 30)}`, ...multipart({ ...base, [nome]: valore }, true)]);
  }
  return casi.map(([descrizione, headers, payload]) => richiesta(operazione, descrizione, { headers, payload }));
}

/** A multipart body built by hand (text fields, then the file), so it can be cut short. */
function multipart(
  campi: Record<string, string>,
  conFile: boolean,
  nomeFile = 'prova.pdf',
  contenuto = samplePdf(),
): [Record<string, string>, Buffer] {
  const boundary = '----confine-del-fuzzer';
  const parti: Buffer[] = Object.entries(campi).map(([nome, valore]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${nome}"\r\n\r\n${valore}\r\n`),
  );
  if (conFile) {
    parti.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${nomeFile}"\r\n` +
          'Content-Type: application/pdf\r\n\r\n',
      ),
      contenuto,
      Buffer.from('\r\n'),
    );
  }
  parti.push(Buffer.from(`--${boundary}--\r\n`));
  return [{ 'content-type': `multipart/form-data; boundary=${boundary}` }, Buffer.concat(parti)];
}

interface Variante {
  readonly parametri?: Record<string, string>;
  readonly headers?: Record<string, string>;
  readonly payload?: string | Buffer;
}

function richiesta(operazione: Operazione, descrizione: string, variante: Variante): Caso {
  const valore = (parametro: Parametro) =>
    variante.parametri?.[parametro.nome] ?? encodeURIComponent(String(plausibile(parametro.schema)));
  const percorso = operazione.parametri
    .filter((p) => p.dove === 'path')
    .reduce((url, p) => url.replace(`{${p.nome}}`, valore(p)), operazione.percorso);
  const query = operazione.parametri
    .filter((p) => p.dove === 'query' && (p.obbligatorio || variante.parametri?.[p.nome] !== undefined))
    .map((p) => `${encodeURIComponent(p.nome)}=${valore(p)}`)
    .join('&');
  return {
    descrizione: `${operazione.metodo} ${operazione.percorso}: ${descrizione}`,
    metodo: operazione.metodo,
    url: query ? `${percorso}?${query}` : percorso,
    headers: variante.headers ?? {},
    payload: variante.payload,
  };
}
