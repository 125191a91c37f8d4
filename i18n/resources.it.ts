/** The registers' checks of a programme's beneficiaries, Deggendorf and RNA alike. */
const campiVerifiche = {
  denominazione: 'Beneficiario',
  codiceFiscale: 'Codice fiscale',
  descrizioneEsito: 'Esito',
  dettaglio: 'Dettaglio',
  eseguitaIl: 'Verificato il',
  eseguitaDaNome: 'Verificato da',
  fonte: 'Fonte',
  daRipetere: 'Da ripetere',
};

/**
 * `resources.<name>.fields.<source>`: the labels of the fields, filters and actions' parameters that the contract
 * declares without one of their own, as react-admin reads them. The names of the resources and actions, and the
 * labels the contract writes, are the contract's (src/engine/labels.ts): they are written once, there.
 */
export const resourcesItalian = {
  resources: {
    bandi: {
      fields: {
        idBando: 'Codice bando',
        descrizione: 'Istanza',
        numeroProgrammi: 'Programmi o domande presentati',
        tipologia: 'Tipologia',
        dataApertura: 'Data apertura',
        dataChiusura: 'Data chiusura',
      },
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
    attivita: {
      fields: {
        descrizioneIncarico: 'Attività',
        denominazione: 'Programma o domanda',
        descrizioneStato: 'Stato',
        statoDal: 'In attesa dal',
        scadenzaControdeduzioni: 'Da fare entro',
      },
    },
    notifiche: {
      fields: { titolo: 'Titolo', testo: 'Testo', dataCreazione: 'Data', letto: 'Letta' },
    },
    beneficiari: {
      fields: {
        codiceFiscale: 'Codice fiscale',
        denominazione: 'Denominazione',
        nominativo: 'Beneficiario',
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
        nominativoVecchio: 'Subentrato a',
        note: 'Note',
      },
    },
    programmi: {
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
    },
  },
};
