import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../db/database';
import { righe } from '../db/sql';
import type { FileStore, StoredFile } from '../files';
import { COLONNE_FILE, valoriFile } from '../engine/file-row';
import { aggiungiGiorni } from '../engine/clock';
import { proponenteDi } from './demo-dossier';
import { pdfDemo } from './pdf-demo';

/** States whose dossier has been looked at: their first programme gets attachments. */
const STATI_CON_ALLEGATI = [
  'PRESENTATO',
  'IN_ISTRUTTORIA',
  'IN_INTEGRAZIONE',
  'IN_VALIDAZIONE',
  'APPROVATO',
  'IN_SUBENTRO',
];

interface ProgrammaConAllegati {
  readonly id: number;
  readonly idProponente: number;
  readonly idStato: string;
  readonly cuaa: string;
  readonly istruttore: string;
  readonly beneficiari: number[];
}

/** Puts real files in the store while the seed's transaction runs; `publish` follows its commit. */
class Archivio {
  constructor(
    private readonly store: FileStore,
    private readonly chiavi: string[],
  ) {}

  async pdf(nome: string, titolo: string, riga: string, username: string) {
    const file: StoredFile = await this.store.put(Readable.from([pdfDemo(titolo, riga)]));
    this.chiavi.push(file.key);
    return valoriFile({ ...file, nome, username });
  }
}

/**
 * Attachments and checklists of the demo dossiers, as real PDF files: the proponent's and the beneficiaries' documents
 * (one expired), criminal-record and antimafia documents (one antimafia information expired), the review's
 * checklists complete for every programme that reached validation and partly filled during the review, two with their
 * supporting document. Adds each key put to `chiavi`, to publish once the transaction has committed (or discard).
 */
export async function seedAllegati(tx: AppDatabase, store: FileStore, oggi: string, chiavi: string[]): Promise<void> {
  const archivio = new Archivio(store, chiavi);
  const programmi = await righe<ProgrammaConAllegati>(
    tx,
    sql`SELECT DISTINCT ON (p.id_stato) p.id_programma_investimento AS id, p.id_proponente AS "idProponente",
      p.id_stato AS "idStato", p.cuaa,
        coalesce((SELECT min(a.username) FROM programma_assegnatario a
        WHERE a.id_programma_investimento = p.id_programma_investimento), 'istruttore1') AS istruttore,
        ARRAY(SELECT b.id_beneficiario FROM beneficiario b
        WHERE b.id_programma_investimento = p.id_programma_investimento AND b.stato = 'ATTIVO'
          ORDER BY b.id_beneficiario) AS beneficiari
      FROM programma_investimento p WHERE p.id_stato IN (${sql.join(
        STATI_CON_ALLEGATI.map((s) => sql`${s}`),
        sql`, `,
      )})
      ORDER BY p.id_stato, p.id_programma_investimento`,
  );
  for (const programma of programmi) await allegatiDelProgramma(tx, archivio, programma, oggi);
  await checklistComplete(tx);
  const inIstruttoria = programmi.find((p) => p.idStato === 'IN_ISTRUTTORIA');
  if (inIstruttoria) await checklistInCorso(tx, archivio, inIstruttoria);
  const approvato = programmi.find((p) => p.idStato === 'APPROVATO');
  if (approvato) await allegatoDellaChecklist(tx, archivio, approvato.id, 'VERIFICHE', approvato.istruttore);
}

async function allegatiDelProgramma(
  tx: AppDatabase,
  archivio: Archivio,
  programma: ProgrammaConAllegati,
  oggi: string,
) {
  const proponente = proponenteDi(programma.cuaa);
  const riga = `Programma n. ${programma.id} - ${programma.cuaa}`;
  const documenti: [number, string, string | null][] = [
    [1, 'visura-camerale.pdf', null],
    [2, 'durc.pdf', aggiungiGiorni(oggi, 90)],
    // The representative's identity document has expired: the list flags it.
    [
      3,
      'documento-identita.pdf',
      programma.idStato === 'IN_ISTRUTTORIA' ? aggiungiGiorni(oggi, -20) : aggiungiGiorni(oggi, 400),
    ],
  ];
  for (const [tipologia, nome, scadenza] of documenti) {
    await tx.execute(sql`INSERT INTO allegato (id_proponente, id_tipologia, data_scadenza, ${COLONNE_FILE})
      VALUES (${programma.idProponente}, ${tipologia}, ${scadenza},
      ${await archivio.pdf(nome, nome.replace('.pdf', '').replace(/-/g, ' '), riga, proponente)})`);
  }
  for (const idBeneficiario of programma.beneficiari.slice(0, 2)) {
    for (const [tipologia, nome] of [
      [6, 'preventivo.pdf'],
      [8, 'bilancio.pdf'],
    ] as const) {
      await tx.execute(sql`INSERT INTO allegato (id_beneficiario, id_tipologia, ${COLONNE_FILE})
        VALUES (${idBeneficiario}, ${tipologia},
        ${await archivio.pdf(nome, nome.replace('.pdf', ''), `Beneficiario n. ${idBeneficiario}`, proponente)})`);
    }
  }
  if (!['IN_ISTRUTTORIA', 'IN_VALIDAZIONE', 'APPROVATO'].includes(programma.idStato)) return;
  for (const [k, idBeneficiario] of programma.beneficiari.slice(0, 2).entries()) {
    // The first beneficiary's antimafia information is 400 days old: past its 12 months.
    const documenti: [string, number][] = [
      ['CASELLARIO', 30],
      ['INFORMATIVA_ANTIMAFIA', k === 0 ? 400 : 60],
    ];
    for (const [tipo, giorniFa] of documenti) {
      const nome = `${tipo.toLowerCase().replace('_', '-')}.pdf`;
      const titolo = tipo === 'CASELLARIO' ? 'Certificato del casellario giudiziale' : 'Informativa antimafia';
      const file = await archivio.pdf(nome, titolo, `Beneficiario n. ${idBeneficiario}`, programma.istruttore);
      await tx.execute(sql`INSERT INTO documento_beneficiario (id_beneficiario, tipo, data_caricamento,
        numero_protocollo, ${COLONNE_FILE})
        VALUES (${idBeneficiario}, ${tipo}, ${aggiungiGiorni(oggi, -giorniFa)},
        ${`PROT-${programma.id}-${idBeneficiario}-${tipo.slice(0, 3)}`},
          ${file})`);
    }
  }
}

const assegnatario = sql`coalesce((SELECT min(a.username) FROM programma_assegnatario a
  WHERE a.id_programma_investimento = p.id_programma_investimento), 'istruttore1')`;

/** Every programme that reached validation had all its checklists complete (the guard of the validation request). */
async function checklistComplete(tx: AppDatabase) {
  await tx.execute(sql`INSERT INTO checklist (id_programma_investimento, tipo, ambito, id_beneficiario, completa,
    aggiornata_da, aggiornata_il)
    SELECT p.id_programma_investimento, t.tipo, 'PROGRAMMA', NULL::integer, true, ${assegnatario},
    p.validazione_richiesta_il - interval '1 day'
      FROM programma_investimento p CROSS JOIN (VALUES ('DOCUMENTALE'), ('VERIFICHE')) t (tipo)
      WHERE p.validazione_richiesta_il IS NOT NULL
    UNION ALL
    SELECT p.id_programma_investimento, t.tipo, 'BENEFICIARIO', b.id_beneficiario, true, ${assegnatario},
    p.validazione_richiesta_il - interval '1 day'
      FROM programma_investimento p JOIN beneficiario b ON b.id_programma_investimento = p.id_programma_investimento
      AND b.stato = 'ATTIVO'
      CROSS JOIN (VALUES ('DOCUMENTALE'), ('VERIFICHE')) t (tipo) WHERE p.validazione_richiesta_il IS NOT NULL`);
  await tx.execute(sql`INSERT INTO checklist_voce (id_checklist, id_voce, esito)
    SELECT c.id_checklist, v.id_voce, 'SI' FROM checklist c JOIN voce_checklist v ON v.tipo = c.tipo
    AND v.ambito = c.ambito WHERE c.completa`);
}

/**
 * Under review: the documentary checklist done (one NO explained), the verifications half done, with a supporting file.
 */
async function checklistInCorso(tx: AppDatabase, archivio: Archivio, programma: ProgrammaConAllegati) {
  const crea = async (tipo: string, completa: boolean) => {
    const [{ id }] = await righe<{ id: number }>(
      tx,
      sql`INSERT INTO checklist (id_programma_investimento, tipo, ambito, completa, aggiornata_da)
      VALUES (${programma.id}, ${tipo}, 'PROGRAMMA', ${completa}, ${programma.istruttore})
      RETURNING id_checklist AS id`,
    );
    return id;
  };
  // A programme sent back by the validator already has complete ones: this demo shows a review half way.
  await tx.execute(
    sql`DELETE FROM checklist WHERE id_programma_investimento = ${programma.id} AND ambito = 'PROGRAMMA'`,
  );
  const documentale = await crea('DOCUMENTALE', true);
  await tx.execute(sql`INSERT INTO checklist_voce (id_checklist, id_voce, esito, note) VALUES
    (${documentale}, 1, 'SI', NULL), (${documentale}, 2, 'SI', NULL),
    (${documentale}, 3, 'NO', 'Accordo firmato da tre beneficiari su quattro: il quarto firma con l''integrazione'),
    (${documentale}, 4, 'SI', NULL)`);
  const verifiche = await crea('VERIFICHE', false);
  await tx.execute(sql`INSERT INTO checklist_voce (id_checklist, id_voce, esito) VALUES (${verifiche}, 11, 'SI')`);
  await allegatoDellaChecklist(tx, archivio, programma.id, 'DOCUMENTALE', programma.istruttore);
}

async function allegatoDellaChecklist(
  tx: AppDatabase,
  archivio: Archivio,
  idProgramma: number,
  tipo: string,
  username: string,
) {
  const [checklist] = await righe<{ id: number }>(
    tx,
    sql`SELECT id_checklist AS id FROM checklist
    WHERE id_programma_investimento = ${idProgramma} AND tipo = ${tipo} AND ambito = 'PROGRAMMA'`,
  );
  if (!checklist) return;
  const nome = `verbale-checklist-${tipo.toLowerCase()}.pdf`;
  const file = await archivio.pdf(
    nome,
    `Verbale della checklist ${tipo.toLowerCase()}`,
    `Programma n. ${idProgramma}`,
    username,
  );
  await tx.execute(sql`INSERT INTO checklist_allegato (id_checklist, ruolo, ${COLONNE_FILE})
    VALUES (${checklist.id}, 'ALLEGATO', ${file})`);
}
