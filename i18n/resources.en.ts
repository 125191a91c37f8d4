import { programmiEnglish } from './programmi.en';

const checkFields = {
  denominazione: 'Beneficiary',
  codiceFiscale: 'Tax code',
  descrizioneEsito: 'Outcome',
  dettaglio: 'Detail',
  eseguitaIl: 'Checked on',
  eseguitaDaNome: 'Checked by',
  fonte: 'Source',
  daRipetere: 'To repeat',
};

/** The English names of `resources.it.ts`, key for key. */
export const resourcesEnglish = {
  resources: {
    bandi: {
      name: 'Call |||| Calls',
      fields: {
        idBando: 'Call code',
        descrizione: 'Call',
        numeroProgrammi: 'Programmes or applications submitted',
        tipologia: 'Type',
        dataApertura: 'Opening date',
        dataChiusura: 'Closing date',
      },
      actions: { scaricaRiepilogo: 'Download summary' },
    },
    storicoProgramma: {
      fields: {
        eseguitoIl: 'Date',
        descrizioneAzione: 'Action',
        nominativo: 'Done by',
        ruolo: 'Role',
        statoDa: 'From status',
        statoA: 'To status',
        note: 'Notes',
      },
    },
    assegnatariProgramma: {
      fields: { nominativo: 'Instructor', assegnatoIl: 'Assigned on', assegnatoDaNome: 'Assigned by' },
    },
    pareriRegione: {
      fields: {
        descrizioneRegione: 'Region',
        richiestoIl: 'Requested on',
        richiestoDaNome: 'Requested by',
        esito: 'Outcome',
        note: 'Notes',
        espressoIl: 'Given on',
        espressoDaNome: 'Given by',
      },
    },
    noteProgramma: {
      fields: {
        dataInserimento: 'Date',
        tipo: 'Type',
        note: 'Text',
        esito: 'Outcome',
        nominativo: 'Author',
        bozza: 'Draft',
      },
    },
    istruttoriIsmea: {
      fields: { idUtente: 'User', nominativo: 'Name', nProgrammiAssegnati: 'Programmes assigned' },
    },
    verificheDeggendorf: { fields: checkFields },
    verificheRna: { fields: checkFields },
    statiProgramma: {
      fields: { idStato: 'Code', descrizioneStato: 'Description', finale: 'Final status' },
    },
    incarichi: {
      fields: {
        descrizioneIncarico: 'Task',
        denominazione: 'Programme',
        descrizioneStato: 'Status',
        statoDal: 'Waiting since',
        scadenzaControdeduzioni: 'Due by',
      },
    },
    attivita: {
      fields: {
        descrizioneIncarico: 'Task',
        denominazione: 'Programme or application',
        descrizioneStato: 'Status',
        statoDal: 'Waiting since',
        scadenzaControdeduzioni: 'Due by',
      },
    },
    notifiche: {
      fields: { titolo: 'Title', testo: 'Text', dataCreazione: 'Date', letto: 'Read' },
      actions: { segnaLetta: 'Mark as read', segnaTutteLette: 'Mark all as read' },
    },
    beneficiari: {
      name: 'Beneficiary |||| Beneficiaries',
      fields: {
        codiceFiscale: 'Tax code',
        denominazione: 'Name',
        nominativo: 'Beneficiary',
        cognome: 'Surname',
        nome: 'First name',
        formaGiuridica: 'Legal form',
        dimensioneImpresa: 'Company size',
        indirizzo: 'Address',
        comune: 'Municipality',
        provincia: 'Province',
        cap: 'Postcode',
        codRegione: 'Region',
        descrizioneRegione: 'Region',
        mail: 'Email',
        pec: 'Certified email (PEC)',
        codiceCdp: 'CDP code',
        totaleInvestimenti: 'Total investments',
        totaleFabbisogni: 'Total needs',
        totaleCoperture: 'Total coverage',
        abilitato: 'Enabled',
        statoBeneficiario: 'Status',
        idBeneficiarioVecchio: 'Took over from beneficiary no.',
        nominativoVecchio: 'Took over from',
        note: 'Notes',
      },
      actions: {
        modifica: 'Edit beneficiary',
        elimina: 'Delete beneficiary',
        abilita: 'Enable beneficiary',
        disabilita: 'Disable beneficiary',
        avviaSubentro: 'Start takeover',
        annullaSubentro: 'Cancel takeover',
        salvaCodiceCdp: 'Save CDP code',
        salvaTassiEsl: 'Save ESL rates',
        scaricaRiepilogoInvestimenti: 'Download investment summary',
      },
    },
    proponenti: {
      name: 'Applicant |||| Applicants',
      fields: { mail: 'Email', pec: 'Certified email (PEC)' },
      actions: {
        salvaMail: 'Save email and PEC',
        salvaRappresentanteLegale: 'Save legal representative',
        salvaReferente: 'Save contact person',
        salvaBancaAutorizzata: 'Save authorised bank',
      },
    },
    programmi: programmiEnglish,
  },
};
