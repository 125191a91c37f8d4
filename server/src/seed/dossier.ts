import type { AppDatabase } from '../db/database';
import { aggiornaProgramma } from '../modules/dossier/riepilogo-programma';
import { beneficiariDi, inserisciBeneficiari, type BeneficiarioDemo } from './demo-beneficiari';
import { programmiDelSeed, proponenteDi, ripristinaAggiornamenti, seedProponenti } from './demo-dossier';
import { esclusioneDemo, subentroDemo } from './demo-subentri';

/**
 * The demo programmes' dossiers, after their review history: each proponent's contacts, people and bank account, the
 * beneficiaries whose investments make up the requested amount, with balanced coverage, schedule and ESL terms; one
 * takeover under way and one beneficiary excluded by its instructor.
 */
export async function seedDossier(tx: AppDatabase): Promise<void> {
  const programmi = await programmiDelSeed(tx);
  const beneficiari: BeneficiarioDemo[] = [];
  await seedProponenti(tx, programmi);
  for (const [i, programma] of programmi.entries())
    beneficiari.push(...beneficiariDi(i, programma, beneficiari.length + 1));
  await inserisciBeneficiari(tx, beneficiari);
  for (const programma of programmi) {
    const autore = { username: proponenteDi(programma.cuaa), ruolo: 'MBAC_PROPONENTE' };
    await aggiornaProgramma(tx, programma.idProgrammaInvestimento, autore, { importi: true });
  }
  await subentroDemo(tx, beneficiari);
  await esclusioneDemo(tx, beneficiari);
  await ripristinaAggiornamenti(tx, programmi);
}
