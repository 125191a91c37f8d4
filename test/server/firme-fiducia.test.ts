import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { samplePdf } from '../support/file-samples';
import { certificatoDiProva, firmaCades, firmaPades, type Firmatario } from '../support/firme-di-prova';
import { ALL, apriPortaleDomande, inserisciDomanda, type PortaleDomande } from './support/domande';
import { CUAA_P1_VENETO } from './support/programmi';

const DICHIARAZIONI = 6;
const ANNO = 365 * 24 * 3600 * 1000;
const NON_ELENCATO =
  'La firma digitale non è valida: il certificato del firmatario non è emesso da un prestatore di servizi ' +
  'fiduciari degli elenchi di fiducia europei';

const persona = (nome: string, cognome: string, emittente?: Firmatario) =>
  certificatoDiProva({
    nome,
    cognome,
    numeroSeriale: 'TINIT-RSSMRA80A01H501U',
    dal: new Date(Date.now() - ANNO),
    al: new Date(Date.now() + ANNO),
    emittente,
  });

const base64 = (firmatario: Firmatario) =>
  Buffer.from(firmatario.certificato.toSchema().toBER(false)).toString('base64');

/** ETSI TS 119 612 as the EU list of lists and a national list write it, with what this test reads of them. */
const elencoDeiPaesi = (nazionale: string, operatore: Firmatario) => `<?xml version="1.0" encoding="UTF-8"?>
<TrustServiceStatusList xmlns="http://uri.etsi.org/02231/v2#" xmlns:ds="http://www.w3.org/2000/09/xmldsig#">
  <SchemeInformation><PointersToOtherTSL><OtherTSLPointer>
    <ServiceDigitalIdentities><ServiceDigitalIdentity><DigitalId>
      <X509Certificate>${base64(operatore)}</X509Certificate>
    </DigitalId></ServiceDigitalIdentity></ServiceDigitalIdentities>
    <TSLLocation>${nazionale}</TSLLocation>
  </OtherTSLPointer></PointersToOtherTSL></SchemeInformation>
</TrustServiceStatusList>`;

const elencoNazionale = (prestatore: Firmatario) => `<?xml version="1.0" encoding="UTF-8"?>
<tsl:TrustServiceStatusList xmlns:tsl="http://uri.etsi.org/02231/v2#">
  <tsl:TrustServiceProviderList><tsl:TrustServiceProvider><tsl:TSPServices><tsl:TSPService>
    <tsl:ServiceInformation><tsl:ServiceDigitalIdentity><tsl:DigitalId>
      <tsl:X509Certificate>
${base64(prestatore).replace(/(.{64})/g, '$1\n')}
      </tsl:X509Certificate>
    </tsl:DigitalId></tsl:ServiceDigitalIdentity></tsl:ServiceInformation>
  </tsl:TSPService></tsl:TSPServices></tsl:TrustServiceProvider></tsl:TrustServiceProviderList>
</tsl:TrustServiceStatusList>`;

let elenchi: Server;
let portale: PortaleDomande;
let senzaRete: PortaleDomande;
let bozza: number;
let prestatore: Firmatario;
let operatore: Firmatario;
beforeAll(async () => {
  prestatore = await persona('Prestatore', 'Qualificato');
  operatore = await persona('Operatore', 'Elenco');
  const pagine = new Map<string, string>();
  elenchi = createServer((richiesta, risposta) => {
    const pagina = pagine.get(richiesta.url ?? '');
    risposta.writeHead(pagina ? 200 : 404, { 'content-type': 'application/xml' }).end(pagina ?? '');
  });
  await new Promise<void>((pronto) => elenchi.listen(0, '127.0.0.1', pronto));
  const indirizzo = `http://127.0.0.1:${(elenchi.address() as AddressInfo).port}`;
  pagine.set('/eu-lotl.xml', elencoDeiPaesi(`${indirizzo}/TSL-IT.xml`, operatore));
  pagine.set('/TSL-IT.xml', elencoNazionale(prestatore));
  portale = await apriPortaleDomande({
    firme: {
      elencoFiduciaUrl: `${indirizzo}/eu-lotl.xml`,
      elencoFiduciaValiditaMs: 3_600_000,
      elencoFiduciaTimeoutMs: 5000,
    },
  });
  // An address where the lists' server has no list: as when the lists are offline.
  senzaRete = await apriPortaleDomande({
    firme: {
      elencoFiduciaUrl: `${indirizzo}/assente.xml`,
      elencoFiduciaValiditaMs: 3_600_000,
      elencoFiduciaTimeoutMs: 5000,
    },
  });
  bozza = await inserisciDomanda(portale.db, { idBando: portale.idBandoDC, cuaa: CUAA_P1_VENETO, sede: null });
}, 180_000);
afterAll(async () => {
  await portale?.close();
  await senzaRete?.close();
  await new Promise((chiuso) => elenchi?.close(chiuso));
});

const carica = (su: PortaleDomande, idDomanda: number, contenuto: Buffer, nome: string) =>
  su.carica(
    'proponente1',
    `${ALL}/caricaAllegatoDomanda?idDomanda=${idDomanda}&idCategoria=${DICHIARAZIONI}`,
    contenuto,
    nome,
  );

describe('signatures checked against the EU trusted lists, when configured (docs/files.md)', () => {
  it("accept a signer whose certificate a listed provider issued, following the EU list's pointer", async () => {
    const rossi = await persona('Mario', 'Rossi', prestatore);
    const risposta = await carica(portale, bozza, await firmaPades(rossi), 'dichiarazione.pdf');
    expect(risposta).toMatchObject({ status: 201, body: { firma: { valida: true, firmatario: 'Mario Rossi' } } });
  });

  it("refuse a self-signed certificate and one issued by the EU list's own operator", async () => {
    const autonomo = await persona('Mario', 'Rossi');
    const daOperatore = await persona('Mario', 'Rossi', operatore);
    for (const [firmatario, nome] of [
      [autonomo, 'autofirmato.pdf.p7m'],
      [daOperatore, 'operatore.pdf.p7m'],
    ] as const) {
      const risposta = await carica(portale, bozza, await firmaCades(samplePdf(), firmatario), nome);
      expect(risposta).toMatchObject({ status: 400, body: { errors: { file: NON_ELENCATO } } });
    }
  });

  it('say so when the lists cannot be read', async () => {
    const idDomanda = await inserisciDomanda(senzaRete.db, {
      idBando: senzaRete.idBandoDC,
      cuaa: CUAA_P1_VENETO,
      sede: null,
    });
    const rossi = await persona('Mario', 'Rossi', prestatore);
    const risposta = await carica(senzaRete, idDomanda, await firmaPades(rossi), 'dichiarazione.pdf');
    expect(risposta).toMatchObject({
      status: 400,
      body: {
        errors: {
          file:
            'La firma digitale non è valida: ' +
            'gli elenchi di fiducia europei non sono raggiungibili ora: riprova più tardi',
        },
      },
    });
  });
});
