import { bandiSchema } from '../contract/bandi/schema';
import { beneficiariSchema } from '../contract/beneficiari/schema';
import { notificheSchema } from '../contract/notifiche/schema';
import { programmiSchema } from '../contract/programmi/schema';
import { proponentiSchema } from '../contract/proponenti/schema';
import type { ResourceSchema } from '../contract/types';

/** An action's Italian name is the contract's (the server writes it in the history and the notifications too). */
const nomiAzioni = <R, F>(schema: ResourceSchema<R, F>): Record<string, string> =>
  Object.fromEntries(Object.entries(schema.actions ?? {}).map(([nome, azione]) => [nome, azione.label]));

/** The registers' checks of a programme's beneficiaries, Deggendorf and RNA alike. */
const campiVerifiche = {
  denominazione: 'Beneficiario',
  codiceFiscale: 'Codice fiscale',
  descrizioneEsito: 'Esito',
  dettaglio: 'Dettaglio',
  eseguitaIl: 'Verificato il',
  eseguitaDa: 'Verificato da',
  fonte: 'Fonte',
  daRipetere: 'Da ripetere',
};

/**
 * `resources.<name>.name` (singular |||| plural), `resources.<name>.fields.<source>` (labels of the fields, the
 * filters and the actions' parameters, as react-admin reads them) and `resources.<name>.actions.<action>`.
 */
export const resourcesItalian = {
  resources: {
    bandi: {
      name: 'Bando |||| Bandi',
      fields: {
        idBando: 'Codice bando',
        descrizione: 'Istanza',
        numeroProgrammi: 'Numero programmi presentati',
        tipologia: 'Tipologia',
        dataApertura: 'Data apertura',
        dataChiusura: 'Data chiusura',
      },
      actions: nomiAzioni(bandiSchema),
    },
    storicoProgramma: {
      fields: {
        eseguitoIl: 'Data',
        descrizioneAzione: 'Azione',
        nominativo: 'Eseguita da',
        ruolo: 'Ruolo',
        statoDa: 'Da stato',
        statoA: 'A stato',
        note: 'Note',
      },
    },
    assegnatariProgramma: {
      fields: { nominativo: 'Istruttore', assegnatoIl: 'Assegnato il', assegnatoDaNome: 'Assegnato da' },
    },
    pareriRegione: {
      fields: {
        descrizioneRegione: 'Regione',
        richiestoIl: 'Richiesto il',
        richiestoDaNome: 'Richiesto da',
        esito: 'Esito',
        note: 'Note',
        espressoIl: 'Espresso il',
        espressoDaNome: 'Espresso da',
      },
    },
    noteProgramma: {
      fields: {
        dataInserimento: 'Data',
        tipo: 'Tipo',
        note: 'Testo',
        esito: 'Esito',
        nominativo: 'Autore',
        bozza: 'Bozza',
      },
    },
    istruttoriIsmea: {
      fields: { idUtente: 'Utente', nominativo: 'Nominativo', nProgrammiAssegnati: 'Programmi assegnati' },
    },
    verificheDeggendorf: { fields: campiVerifiche },
    verificheRna: { fields: campiVerifiche },
    statiProgramma: {
      fields: { idStato: 'Codice', descrizioneStato: 'Descrizione', finale: 'Stato finale' },
    },
    incarichi: {
      fields: {
        descrizioneIncarico: 'Attività',
        denominazione: 'Programma',
        descrizioneStato: 'Stato',
        statoDal: 'In attesa dal',
        scadenzaControdeduzioni: 'Da fare entro',
      },
    },
    notifiche: {
      fields: { titolo: 'Titolo', testo: 'Testo', dataCreazione: 'Data', letto: 'Letta' },
      actions: nomiAzioni(notificheSchema),
    },
    beneficiari: {
      name: 'Beneficiario |||| Beneficiari',
      fields: {
        codiceFiscale: 'Codice fiscale',
        denominazione: 'Denominazione',
        cognome: 'Cognome',
        nome: 'Nome',
        formaGiuridica: 'Forma giuridica',
        dimensioneImpresa: 'Dimensione impresa',
        indirizzo: 'Indirizzo',
        comune: 'Comune',
        provincia: 'Provincia',
        cap: 'CAP',
        codRegione: 'Regione',
        descrizioneRegione: 'Regione',
        mail: 'Email',
        pec: 'PEC',
        codiceCdp: 'Codice CDP',
        totaleInvestimenti: 'Totale investimenti',
        totaleFabbisogni: 'Totale fabbisogni',
        totaleCoperture: 'Totale coperture',
        abilitato: 'Abilitato',
        statoBeneficiario: 'Stato',
        idBeneficiarioVecchio: 'Subentrato al beneficiario n.',
        note: 'Note',
      },
      actions: nomiAzioni(beneficiariSchema),
    },
    proponenti: {
      name: 'Proponente |||| Proponenti',
      fields: { mail: 'Email', pec: 'PEC' },
      actions: nomiAzioni(proponentiSchema),
    },
    programmi: {
      name: 'Programma di investimento |||| Programmi di investimento',
      fields: {
        idProgrammaInvestimento: 'N. programma',
        idBando: 'Bando',
        denominazione: 'Denominazione',
        cuaa: 'CUAA',
        cognomeProponente: 'Cognome proponente',
        cognomeBeneficiario: 'Cognome beneficiario',
        codRegione: 'Regione',
        descrizioneStato: 'Stato',
        idStato: 'Stato',
        nBeneficiari: 'N. beneficiari',
        nBeneficiariDa: 'N. beneficiari da',
        nBeneficiariA: 'N. beneficiari a',
        titolo: 'Titolo',
        importoRichiesto: 'Importo richiesto',
        importoAmmesso: 'Importo ammesso',
        codiceCup: 'CUP',
        codiceCore: 'COR',
        dataPresentazione: 'Data presentazione',
        statoDal: 'Nello stato dal',
        scadenzaControdeduzioni: 'Scadenza controdeduzioni',
        giorniInIntegrazione: 'Giorni in integrazione',
        integrazioneScaduta: 'Integrazione scaduta',
        utente: 'Istruttore',
        esito: 'Esito',
        esitoIsmea: 'Esito ISMEA',
        note: 'Note',
      },
      actions: nomiAzioni(programmiSchema),
    },
  },
};
