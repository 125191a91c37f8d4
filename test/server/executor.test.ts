import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/src/db/database';
import {
  applica,
  applicaInsieme,
  type Contesto,
  type Passaggio,
  type Risorsa,
  type RisorsaInsieme,
} from '../../server/src/engine/executor';
import { HttpError } from '../../server/src/http/errors';
import { openTestDatabase } from './support/test-database';

/**
 * The executor's one path, on a resource written here that only records what each step was asked: the order of the
 * steps and what a refusal or a race leaves (nothing) are the executor's promise to every resource.
 */
interface Pratica {
  readonly id: number;
  readonly stato: string;
}

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => database?.close());

const ATTORE = { username: 'istruttore', nominativo: 'Ida Istruttore', ruolo: 'MBAC_ISTRUTTORE' };

function pratiche(passi: string[], spostata = true): Risorsa<Pratica, string, Contesto<Pratica, string>> {
  return {
    contesto: (base) => base,
    stato: (pratica) => pratica.stato,
    sposta: async ({ record }, verso, azione) => {
      passi.push(`sposta ${record.stato}→${verso} (${azione})`);
      return spostata;
    },
    scriviStorico: async ({ azione, statoDa, verso, nota }) => {
      passi.push(`storico ${azione} ${statoDa}→${verso}: ${nota}`);
    },
    avvisa: async ({ label, cambiato }) => {
      passi.push(`avvisa «${label}» ${cambiato ? 'cambiato' : 'invariato'}`);
    },
    modificatoNelFrattempo: 'La pratica è stata modificata nel frattempo: ricarica la pagina e riprova.',
  };
}

const esegui = (
  risorsa: Risorsa<Pratica, string, Contesto<Pratica, string>>,
  passaggio: Passaggio<Contesto<Pratica, string>>,
) =>
  database.db.transaction((tx) =>
    applica(
      risorsa,
      passaggio,
      { tx, record: { id: 7, stato: 'APERTA' }, attore: ATTORE, input: 'nota scritta' },
      {
        nome: 'chiudi',
        label: 'Chiudi pratica',
      },
    ),
  );

const rifiuto = (promessa: Promise<unknown>) =>
  promessa.then(
    () => undefined,
    (errore: HttpError) => ({ status: errore.statusCode, messaggio: errore.message, errori: errore.errors }),
  );

describe('the executor of named actions', () => {
  it('runs the writes, the move, the history, the notifications and what the move causes, in this order', async () => {
    const passi: string[] = [];
    const esito = await esegui(pratiche(passi), {
      guardia: async () => {
        passi.push('guardia');
        return undefined;
      },
      effetti: async () => {
        passi.push('effetti');
        return 3;
      },
      verso: 'CHIUSA',
      nota: ({ input }, risultato) => `${input}, ${String(risultato)} allegati`,
      dopo: async (_contesto, risultato) => {
        passi.push(`dopo ${String(risultato)}`);
      },
    });
    expect(passi).toEqual([
      'guardia',
      'effetti',
      'sposta APERTA→CHIUSA (chiudi)',
      'storico chiudi APERTA→CHIUSA: nota scritta, 3 allegati',
      'avvisa «Chiudi pratica» cambiato',
      'dopo 3',
    ]);
    expect(esito).toMatchObject({ statoDa: 'APERTA', verso: 'CHIUSA', cambiato: true, risultato: 3 });
  });

  it('keeps an action that leaves the state as it is in the history and tells of it, without a move', async () => {
    const passi: string[] = [];
    await esegui(pratiche(passi), { nota: () => 'parere espresso' });
    expect(passi).toEqual(['storico chiudi APERTA→APERTA: parere espresso', 'avvisa «Chiudi pratica» invariato']);
  });

  it('answers the guard’s reasons as a 409 with its items, before any write, history or notification', async () => {
    const passi: string[] = [];
    const errore = await rifiuto(
      esegui(pratiche(passi), {
        guardia: async () => ({ messaggio: 'Manca il verbale.', errori: { verbale: 'Caricare il verbale' } }),
        effetti: async () => passi.push('effetti'),
        verso: 'CHIUSA',
      }),
    );
    expect(errore).toEqual({ status: 409, messaggio: 'Manca il verbale.', errori: { verbale: 'Caricare il verbale' } });
    expect(passi).toEqual([]);
  });

  it('answers 409 when another request moved the record first, and writes no history nor notification', async () => {
    const passi: string[] = [];
    const errore = await rifiuto(esegui(pratiche(passi, false), { verso: 'CHIUSA' }));
    expect(errore).toMatchObject({
      status: 409,
      messaggio: 'La pratica è stata modificata nel frattempo: ricarica la pagina e riprova.',
    });
    expect(passi).toEqual(['sposta APERTA→CHIUSA (chiudi)']);
  });

  it('moves many records at once only if all of them move, then their history and notifications', async () => {
    const passi: string[] = [];
    const insieme = (spostate: number): RisorsaInsieme<readonly number[]> => ({
      sposta: async (_tx, ids) => {
        passi.push(`sposta ${ids.join(',')}`);
        return spostate;
      },
      scriviStorico: async (_tx, ids, attore, azione) => {
        passi.push(`storico ${azione} di ${attore.nominativo} su ${ids.length}`);
      },
      avvisa: async (_tx, ids) => {
        passi.push(`avvisa ${ids.length}`);
      },
      modificatoNelFrattempo: 'Alcune pratiche sono state modificate nel frattempo.',
    });
    const muovi = (spostate: number) =>
      database.db.transaction((tx) =>
        applicaInsieme(insieme(spostate), { tx, attore: ATTORE, selezione: [1, 2, 3], attesi: 3 }, 'chiudi'),
      );
    await muovi(3);
    expect(passi).toEqual(['sposta 1,2,3', 'storico chiudi di Ida Istruttore su 3', 'avvisa 3']);
    passi.length = 0;
    expect(await rifiuto(muovi(2))).toMatchObject({
      status: 409,
      messaggio: 'Alcune pratiche sono state modificate nel frattempo.',
    });
    expect(passi).toEqual(['sposta 1,2,3']);
  });
});
