import { sql } from 'drizzle-orm';
import { PORTALE_ESTERNO_DEMO } from '../config';
import type { AppDatabase } from '../db/database';
import { righe } from '../db/sql';
import { caricaComuni } from '../modules/domanda/sedi/comuni';
import { codiceFiscaleAzienda } from './demo-anagrafiche';
import { demoCompany, type DemoCompany } from './demo-companies';
import { utente } from '../db/schema';
import { COGNOMI, contoDelRappresentante, rappresentanteDi, utenteDemoDi } from './demo-dossier';

export interface RigaDomandaDemo {
  readonly company: DemoCompany;
  readonly idStato: string;
  readonly createdAt: Date;
  readonly submittedAt: Date | null;
  readonly updatedAt: Date;
}

/** Sites of the demo beneficiaries by region: ISTAT code of the municipality and a postcode of it. */
const SEDI: Readonly<Record<string, readonly (readonly [string, string])[]>> = {
  '12': [
    ['058091', '00185'],
    ['056059', '01100'],
    ['057059', '02100'],
    ['059011', '04100'],
  ],
  '05': [
    ['023091', '37121'],
    ['026086', '31100'],
    ['028060', '35121'],
    ['024116', '36100'],
  ],
  '03': [
    ['015146', '20121'],
    ['018110', '27100'],
  ],
  '15': [
    ['063049', '80121'],
    ['064008', '83100'],
  ],
  '08': [
    ['034027', '43121'],
    ['039014', '48121'],
  ],
  '16': [
    ['075035', '73100'],
    ['071024', '71121'],
  ],
};
const ATTIVITA = ['Frantoio', 'Caseificio', 'Cantina', 'Azienda Agricola', 'Forno', 'Oleificio'];
/** Reached by an instructor: taken in charge by istruttore.dc, who wrote a note. */
const ISTRUITE = [
  'IN_ISTRUTTORIA',
  'IN_VALUTAZIONE',
  'VALUTATA',
  'NON_AMMISSIBILE',
  'FINANZIABILE',
  'AMMESSA_NON_FINANZIATA',
  'ESCLUSA',
];

/**
 * The applications of a food-district call, in the states of the call's demo rows: every forwarded one complete
 * (proponent's contacts, legal representative, two to four beneficiaries with a site each), the drafts partly filled
 * (the first one empty, to show what forwarding asks for). One draft per company: a second draft of a company goes to
 * another company.
 */
export async function seedDomande(tx: AppDatabase, idBando: number, righeDemo: readonly RigaDomandaDemo[]) {
  await caricaComuni(tx);
  const conBozza = new Set<string>();
  for (const [i, riga] of righeDemo.entries()) {
    const company = riga.idStato === 'BOZZA' && conBozza.has(riga.company.cuaa) ? demoCompany(500 + i) : riga.company;
    if (riga.idStato === 'BOZZA') conBozza.add(company.cuaa);
    await domandaDemo(tx, idBando, i, { ...riga, company });
  }
}

async function domandaDemo(tx: AppDatabase, idBando: number, i: number, riga: RigaDomandaDemo) {
  const { company, idStato, createdAt, submittedAt, updatedAt } = riga;
  const vuota = idStato === 'BOZZA' && i === 0;
  const completa = idStato !== 'BOZZA';
  const sigla = company.denominazione.split(' ')[0].toLowerCase();
  const [{ idProponente }] = await righe<{ idProponente: number }>(
    tx,
    sql`INSERT INTO proponente (cuaa, denominazione, mail, pec) VALUES (${company.cuaa}, ${company.denominazione},
      ${vuota ? null : `info@${sigla}${i}.it`}, ${completa ? `${sigla}${i}@pec.it` : null})
      RETURNING id_proponente AS "idProponente"`,
  );
  const { nome, cognome, nascita, codiceFiscale } = rappresentanteDi(company.cuaa, company.codRegione);
  if (!vuota) {
    await tx.execute(sql`INSERT INTO rappresentante_legale (id_proponente, codice_fiscale, nome, cognome, data_nascita)
      VALUES (${idProponente}, ${codiceFiscale}, ${nome}, ${cognome}, ${nascita})`);
  }
  const istruttore = ISTRUITE.includes(idStato) ? 'istruttore.dc' : null;
  const descrizione =
    'Programma di filiera corta e qualità del distretto, ' +
    `${ATTIVITA[i % ATTIVITA.length].toLowerCase()} e trasformazione.`;
  const [{ idDomanda }] = await righe<{ idDomanda: number }>(
    tx,
    sql`INSERT INTO domanda (id_bando, cuaa_proponente, denominazione, descrizione, cod_regione, id_stato,
        id_proponente, cognome_proponente, istruttore_in_carico, data_inoltro, numero_protocollo, data_ricezione,
        created_at, updated_at, stato_dal)
      VALUES (${idBando}, ${company.cuaa}, ${`Distretto del cibo – ${company.denominazione}`},
        ${vuota ? null : descrizione},
        ${company.codRegione}, ${idStato}, ${idProponente}, ${vuota ? null : cognome}, ${istruttore}, ${submittedAt},
        ${submittedAt ? `DC/${idBando}/${String(i + 1).padStart(4, '0')}` : null},
        ${submittedAt?.toISOString().slice(0, 10) ?? null},
        ${createdAt}, ${updatedAt}, ${updatedAt})
      RETURNING id_domanda AS "idDomanda"`,
  );
  const beneficiari = vuota ? 0 : completa ? 2 + (i % 3) : 1;
  for (let k = 0; k < beneficiari; k++) await beneficiarioDemo(tx, idDomanda, idBando, i, k, company, completa);
  // The totals as the beneficiary calls keep them, leaving the row's last change where the demo dates put it.
  await tx.execute(sql`UPDATE domanda d SET n_beneficiari = t.n, importo_richiesto = t.importo
    FROM (SELECT count(*) AS n, coalesce(sum(investimento_richiesto), 0) AS importo FROM beneficiario_domanda
      WHERE id_domanda = ${idDomanda}) t WHERE d.id_domanda = ${idDomanda}`);
  await storiaDemo(tx, idDomanda, idStato, istruttore, await proponenteDemo(tx, company));
}

/**
 * Who opened the application and who acts for the company: its demo user both times, or the external portal, which
 * opens it, and the legal representative's account, registered as the person, which completes and forwards it.
 */
async function proponenteDemo(tx: AppDatabase, company: DemoCompany): Promise<Proponenti> {
  const demo = utenteDemoDi(company.cuaa);
  if (demo) return { apre: [demo.username, 'MBAC_PROPONENTE'], agisce: [demo.username, 'MBAC_PROPONENTE'] };
  const conto = contoDelRappresentante(company.cuaa, company.codRegione);
  await tx.insert(utente).values(conto).onConflictDoNothing();
  return { apre: [PORTALE_ESTERNO_DEMO.clientId, 'PORTALE_ESTERNO'], agisce: [conto.username, 'MBAC_PROPONENTE'] };
}

interface Proponenti {
  readonly apre: readonly [string, string];
  readonly agisce: readonly [string, string];
}

async function beneficiarioDemo(
  tx: AppDatabase,
  idDomanda: number,
  idBando: number,
  i: number,
  k: number,
  company: DemoCompany,
  conSede: boolean,
) {
  const cognome = COGNOMI[(i + k * 5) % COGNOMI.length];
  const [{ idBeneficiario }] = await righe<{ idBeneficiario: number }>(
    tx,
    sql`INSERT INTO beneficiario_domanda (id_domanda, codice_fiscale, denominazione, investimento_richiesto, mail, pec)
      VALUES (${idDomanda}, ${codiceFiscaleAzienda(1_700_000_000 + idBando * 10_000 + i * 10 + k)},
        ${`${ATTIVITA[(i + k) % ATTIVITA.length]} ${cognome} S.r.l.`}, ${150_000 + k * 75_000 + i * 2_500},
        ${`${cognome.toLowerCase()}${k}@example.it`}, ${`${cognome.toLowerCase()}${k}@pec.example.it`})
      RETURNING id_beneficiario AS "idBeneficiario"`,
  );
  if (!conSede) return;
  const sedi = SEDI[k % 2 === 0 ? company.codRegione : company.codRegione === '12' ? '05' : '12'] ?? SEDI['12'];
  const [codIstat, cap] = sedi[(i + k) % sedi.length];
  await tx.execute(sql`INSERT INTO sede_beneficiario (id_beneficiario, indirizzo, cap, cod_istat)
    VALUES (${idBeneficiario}, ${`Via della Filiera ${10 + k}`}, ${cap}, ${codIstat})`);
}

/** The history the flow would have written, and the instructor's note on the applications reviewed. */
async function storiaDemo(
  tx: AppDatabase,
  idDomanda: number,
  idStato: string,
  istruttore: string | null,
  { apre, agisce }: Proponenti,
) {
  const passi: [string, string | null, string, string, string][] = [['creaDomanda', null, 'BOZZA', ...apre]];
  if (idStato !== 'BOZZA') passi.push(['inoltra', 'BOZZA', 'INOLTRATA', ...agisce]);
  if (istruttore) passi.push(['prendiInCarico', 'INOLTRATA', 'IN_ISTRUTTORIA', istruttore, 'MBAC_ISTRUTTORE']);
  if (idStato === 'NON_AMMISSIBILE')
    passi.push(['rigettaIstruttoria', 'IN_ISTRUTTORIA', 'NON_AMMISSIBILE', 'istruttore.dc', 'MBAC_ISTRUTTORE']);
  else if (istruttore && idStato !== 'IN_ISTRUTTORIA')
    passi.push(['approvaIstruttoria', 'IN_ISTRUTTORIA', 'IN_VALUTAZIONE', 'istruttore.dc', 'MBAC_ISTRUTTORE']);
  for (const [azione, da, a, username, ruoloPasso] of passi) {
    await tx.execute(sql`INSERT INTO domanda_audit (id_domanda, username, ruolo, azione, stato_da, stato_a)
      VALUES (${idDomanda}, ${username}, ${ruoloPasso}, ${azione}, ${da}, ${a})`);
  }
  if (!istruttore) return;
  const testo =
    idStato === 'NON_AMMISSIBILE'
      ? 'Il distretto non è riconosciuto dalla Regione: manca il provvedimento di riconoscimento in corso di validità.'
      : 'Verificata la documentazione amministrativa: completa e coerente con il programma del distretto.';
  await tx.execute(sql`INSERT INTO nota_istruttoria (id_domanda, testo, autore, nominativo)
    VALUES (${idDomanda}, ${testo}, 'istruttore.dc', 'Sara Conti')`);
}
