import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apriPortale,
  CUAA_P2,
  inserisciProgramma,
  preparaRiferimenti,
  soddisfaGuardie,
  type Portale,
} from './support/programmi';

let portale: Portale;
let idBando: number;

beforeAll(async () => {
  portale = await apriPortale(async (database) => {
    idBando = await preparaRiferimenti(database.db);
  });
});
afterAll(async () => portale?.close());

const P = '/api/programma';
const chiama = (...args: Parameters<Portale['chiama']>) => portale.chiama(...args);

interface Notifica {
  idNotifica: number;
  titolo: string;
  testo: string;
  link: string;
  letto: boolean;
}

const notifiche = async (username: string, query = ''): Promise<Notifica[]> =>
  (await chiama(username, 'GET', `/api/notifiche/getNotificheUtente${query}`)).body;
const titoli = async (username: string) => (await notifiche(username)).map((notifica) => notifica.titolo);

describe('transitions tell those who act next', () => {
  it('from submission to approval: coordinators, assigned instructor, proponent, validators, ministry', async () => {
    const id = await inserisciProgramma(portale.db, { idBando, stato: 'BOZZA' });
    await chiama('proponente1', 'GET', `${P}/eseguiValidazione/${id}`);
    const [presentato] = await notifiche('coordinatore');
    expect(presentato).toMatchObject({
      titolo: 'Azienda 01234567897: Presentato',
      testo:
        `Giovanni Bianchi: «Presenta programma» sul programma ` +
        `«Azienda 01234567897». Il programma è ora «Presentato». ` +
        'Da fare: Assegnare un istruttore (Coordinatore ISMEA).',
      link: `/dettaglioProgrammaInvestimento/idBando/${idBando}/idProgrammaInvestimento/${id}`,
      letto: false,
    });

    await chiama('coordinatore', 'GET', `${P}/assegnaPratica/${id}/istruttore2`);
    expect(await titoli('istruttore2')).toContain('Azienda 01234567897: In istruttoria');
    expect(await titoli('istruttore1')).not.toContain('Azienda 01234567897: In istruttoria');

    await chiama('istruttore2', 'POST', `${P}/richiestaParereRegione/${id}`);
    expect(await titoli('regione.lazio')).toContain('Azienda 01234567897: Richiedi parere alla Regione');
    expect(await titoli('regione.veneto')).toEqual([]);
    await chiama('regione.lazio', 'POST', `${P}/inserimentoParereRegione/${id}/FAVOREVOLE?note=Ok`);
    expect(await titoli('istruttore2')).toContain('Azienda 01234567897: Inserisci parere regionale');

    await chiama('istruttore2', 'PUT', `${P}/richiestaIntegrazioneProgramma/${id}?note=Preventivi`);
    const [integrazione] = await notifiche('proponente1');
    expect(integrazione).toMatchObject({ titolo: 'Azienda 01234567897: In integrazione' });
    expect(integrazione.testo).toContain('Note: Preventivi');
    expect(await titoli('proponente2')).not.toContain('Azienda 01234567897: In integrazione');
    await soddisfaGuardie(portale.db, id, ['INTEGRAZIONE']);
    await chiama('proponente1', 'GET', `${P}/inviaIntegrazioni/${id}?note=Allegati`);
    expect((await notifiche('istruttore2'))[0].titolo).toBe('Azienda 01234567897: In istruttoria');

    await chiama('istruttore2', 'PUT', `${P}/richiestaValidazioneProgramma/${id}`);
    expect(await titoli('validatore')).toContain('Azienda 01234567897: In validazione');
    await chiama('validatore', 'PUT', `${P}/eseguiValidazioneProgramma/${id}?esito=POSITIVO`);
    expect(await titoli('ministero')).toContain('Azienda 01234567897: Validato');
  });
});

describe('reading and marking', () => {
  it('lists the newest first, pages with the unread count, and marks one or all read', async () => {
    const primo = await inserisciProgramma(portale.db, { idBando, stato: 'PREAVVISO_RIGETTO', cuaa: CUAA_P2 });
    const secondo = await inserisciProgramma(portale.db, { idBando, stato: 'BOZZA', cuaa: CUAA_P2 });
    await chiama('proponente2', 'POST', `${P}/accettaSenzaControDeduzioni/${primo}`);
    await chiama('coordinatore', 'DELETE', `${P}/eliminaProgrammaInvestimento/${secondo}`);
    await chiama('coordinatore', 'POST', `${P}/creaProgrammaInvestimento/${idBando}/${CUAA_P2}`);

    const tutte = await notifiche('proponente2');
    expect(tutte.length).toBeGreaterThan(0);
    expect(tutte.map((notifica) => notifica.idNotifica)).toEqual(
      [...tutte.map((notifica) => notifica.idNotifica)].sort((a, b) => b - a),
    );
    const badge = await chiama('proponente2', 'GET', '/api/notifiche/getNotificheUtente?letto=false&_start=0&_end=1');
    expect(badge.body).toHaveLength(1);
    expect(Number(badge.headers['x-total-count'])).toBe(tutte.length);

    expect((await chiama('proponente2', 'PUT', `/api/notifiche/segnaLetta/${tutte[0].idNotifica}`)).status).toBe(204);
    expect((await notifiche('proponente2'))[0].letto).toBe(true);
    expect(await notifiche('proponente2', '?letto=false')).toHaveLength(tutte.length - 1);
    expect(
      (await chiama('proponente1', 'PUT', `/api/notifiche/segnaLetta/${tutte[0].idNotifica}`)).status,
      "someone else's",
    ).toBe(404);

    expect((await chiama('proponente2', 'PUT', '/api/notifiche/segnaTutteLette')).body).toEqual({
      segnate: tutte.length - 1,
    });
    expect(await notifiche('proponente2', '?letto=false')).toEqual([]);
  });

  it('answers the same list under /apigen', async () => {
    const api = await notifiche('coordinatore');
    const apigen = await chiama('coordinatore', 'GET', '/apigen/notifiche/getNotificheUtente');
    expect(apigen.body).toEqual(api);
  });

  it('reads a notification to a role once per person', async () => {
    const [notifica] = await notifiche('coordinatore');
    await chiama('coordinatore', 'PUT', `/api/notifiche/segnaLetta/${notifica.idNotifica}`);
    const token = await portale.portal.issuer.forRoles(['MBAC_COOR_ISMEA'], { preferred_username: 'coordinatore2' });
    const altro = await portale.portal.app.inject({
      url: '/api/notifiche/getNotificheUtente',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(altro.json().find((altra: Notifica) => altra.idNotifica === notifica.idNotifica).letto).toBe(false);
  });
});
