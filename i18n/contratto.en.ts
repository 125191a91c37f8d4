/** A programme's states, named alike wherever a field holds one (its state, a history line's from and to). */
const STATI_PROGRAMMA = {
  ANNULLATO: 'Cancelled',
  APPROVATO: 'Approved',
  BOZZA: 'Draft',
  IN_INTEGRAZIONE: 'Awaiting integration',
  IN_ISTRUTTORIA: 'Under review',
  IN_SUBENTRO: 'Takeover in progress',
  IN_VALIDAZIONE: 'Under validation',
  IN_VARIAZIONE: 'Change in progress',
  NON_AMMESSO: 'Not admitted',
  PREAVVISO_RIGETTO: 'Notice of rejection',
  PRESENTATO: 'Submitted',
  VALIDATO: 'Validated',
};

/**
 * The English names of what the contract's declarations write in Italian (resources, fields, filters, actions'
 * parameters and questions, choices), under the keys the engine asks for (src/engine/labels.ts). The catalogue test
 * walks every declaration of contract/ and fails when one of them has no English name here or in resources.en.ts.
 */
export const contrattoEnglish = {
  resources: {
    allegati: {
      actions: {
        cancellaApprovazione: 'Approval file',
        cancellaBeneficiario: "Beneficiary's attachments",
        cancellaControDeduzioni: 'Counterarguments',
        cancellaIntegrazione: 'Supplementary attachments',
        cancellaProponente: "Applicant's attachments",
        cancellaRichiestaIntegrazione: 'Integration request letter',
        caricaApprovazione: 'Approval file',
        caricaBeneficiario: "Beneficiary's attachments",
        caricaControDeduzioni: 'Counterarguments',
        caricaIntegrazione: 'Supplementary attachments',
        caricaProponente: "Applicant's attachments",
        caricaRichiestaIntegrazione: 'Integration request letter',
        categorieBeneficiario: "Beneficiary's attachment categories",
        categorieProponente: "Applicant's attachment categories",
        listaBeneficiario: "Beneficiary's attachments",
        listaIntegrazioni: 'Supplementary attachments',
        listaProponente: "Applicant's attachments",
        scaricaApprovazione: 'Download',
        scaricaBeneficiario: 'Download',
        scaricaControDeduzioni: 'Download',
        scaricaProponente: 'Download',
        scaricaRichiestaIntegrazione: 'Download',
        scaricaStoricizzati: 'Download archived attachments',
        tipologie: 'Attachment types',
        verificaApprovazione: 'Approval file exists',
        verificaControDeduzioni: 'Counterarguments uploaded',
        verificaRichiestaIntegrazione: 'Integration request letter exists',
      },
      name: 'Attachment |||| Attachments',
    },
    allegatiBeneficiarioDomanda: {
      actions: {
        carica: 'Upload attachment',
        scarica: 'Download',
      },
      fields: {
        caricatoDaNome: 'Uploaded by',
        caricatoIl: 'Uploaded on',
        dataScadenza: 'Expiry date',
        descrizioneCategoria: 'Category',
        nomeFile: 'File',
        scaduto: 'Expired',
      },
      name: 'Beneficiary attachment |||| Beneficiary attachments',
    },
    allegatiDomanda: {
      actions: {
        carica: 'Upload attachment',
        scarica: 'Download',
      },
      fields: {
        caricatoDaNome: 'Uploaded by',
        caricatoIl: 'Uploaded on',
        dataScadenza: 'Expiry date',
        descrizioneCategoria: 'Category',
        nomeFile: 'File',
        scaduto: 'Expired',
      },
      name: 'Application attachment |||| Application attachments',
    },
    allegatiIstruttoria: {
      actions: {
        carica: 'Upload file',
        scarica: 'Download',
      },
      fields: {
        caricatoDaNome: 'Uploaded by',
        caricatoIl: 'Uploaded on',
        nomeFile: 'File',
      },
      name: 'Review file |||| Review files',
    },
    allegatoGraduatoria: {
      actions: {
        carica: 'Upload decree',
        excel: 'Ranking (Excel)',
        scarica: 'Download',
      },
      fields: {
        caricatoDaNome: 'Uploaded by',
        caricatoIl: 'Uploaded on',
        dataDecreto: 'Decree date',
        nomeFile: 'File',
      },
      name: 'Ranking decree |||| Ranking decrees',
    },
    allegatoValutazione: {
      actions: {
        carica: 'Upload minutes',
        caricaForm: 'Upload minutes',
        excel: 'Evaluation sheet (Excel)',
        scarica: 'Download',
      },
      fields: {
        caricatoDaNome: 'Uploaded by',
        caricatoIl: 'Uploaded on',
        nomeFile: 'File',
      },
      name: 'Committee minutes |||| Committee minutes',
    },
    assegnatariProgramma: {
      name: 'Assigned instructor |||| Assigned instructors',
    },
    attivita: {
      name: 'Task |||| My tasks',
    },
    aziendeProponente: {
      fields: {
        cuaa: 'CUAA',
        denominazione: 'Name',
      },
      name: 'Company |||| My companies',
    },
    banche: {
      fields: {
        abi: 'ABI code',
        denominazione: 'Name',
      },
      name: 'Bank |||| Banks',
    },
    beneficiari: {
      confirms: {
        abilita: 'Readmit the beneficiary to the programme? Its investments return to the requested amount.',
        annullaSubentro:
          'Cancel the takeover? The replaced beneficiary becomes active again and the incoming one is deleted.',
        avviaSubentro:
          'Replace the beneficiary with the one given? The new beneficiary inherits investments, needs, funding ' +
          'sources, schedule and ESL.',
        disabilita: 'Exclude the beneficiary from the programme? Its investments leave the requested amount.',
        elimina: "Delete the beneficiary from the programme's draft, with its investments and data?",
      },
      parameters: {
        avviaSubentro: {
          codRegione: 'Region',
          codiceFiscale: 'Tax code of the incoming beneficiary',
          denominazione: 'Name',
          mail: 'Email',
          pec: 'Certified email (PEC)',
        },
        modifica: {
          codRegione: 'Region',
          denominazione: 'Name',
          mail: 'Email',
          pec: 'Certified email (PEC)',
        },
        salvaCodiceCdp: {
          codiceCdp: 'CDP code',
        },
        salvaTassiEsl: {
          tassoAgevolato: 'Subsidised rate',
          tassoAttualizzazione: 'Discount rate',
          tassoRiferimento: 'Reference rate',
        },
      },
    },
    beneficiariDomanda: {
      fields: {
        codiceFiscale: 'Tax code',
        denominazione: 'Name',
        investimentoRichiesto: 'Requested investment',
        mail: 'Email',
        nSedi: 'Sites',
        pec: 'Certified email (PEC)',
      },
      name: 'Beneficiary |||| Beneficiaries',
    },
    categorieAllegatoBeneficiarioDomanda: {
      fields: {
        descrizione: 'Category',
        obbligatoria: 'Required for submission',
        richiedeFirma: 'With digital signature',
        richiedeScadenza: 'With expiry date',
      },
      name: 'Attachment category |||| Attachment categories',
    },
    categorieAllegatoDomanda: {
      fields: {
        descrizione: 'Category',
        obbligatoria: 'Required for submission',
        richiedeFirma: 'With digital signature',
        richiedeScadenza: 'With expiry date',
      },
      name: 'Attachment category |||| Attachment categories',
    },
    checklist: {
      actions: {
        cancellaAllegatoDocumentaleBeneficiario: 'Fill in checklist',
        cancellaAllegatoDocumentaleProgramma: 'Fill in checklist',
        cancellaAllegatoSubentro: 'Fill in takeover checklist',
        cancellaAllegatoVariazione: 'Fill in change checklist',
        cancellaAllegatoVerificheBeneficiario: 'Fill in checklist',
        cancellaAllegatoVerificheProgramma: 'Fill in checklist',
        caricaAllegatoDocumentaleBeneficiario: 'Fill in checklist',
        caricaAllegatoDocumentaleProgramma: 'Fill in checklist',
        caricaAllegatoSubentro: 'Fill in takeover checklist',
        caricaAllegatoVariazione: 'Fill in change checklist',
        caricaAllegatoVerificheBeneficiario: 'Fill in checklist',
        caricaAllegatoVerificheProgramma: 'Fill in checklist',
        caricaFirmataSubentro: 'Fill in takeover checklist',
        caricaFirmataVariazione: 'Fill in change checklist',
        eliminaFirmataSubentro: 'Fill in takeover checklist',
        eliminaFirmataVariazione: 'Fill in change checklist',
        leggiDocumentaleBeneficiario: 'Checklist',
        leggiDocumentaleProgramma: 'Checklist',
        leggiSubentro: 'Checklist',
        leggiVariazione: 'Checklist',
        leggiVerificheBeneficiario: 'Checklist',
        leggiVerificheProgramma: 'Checklist',
        presenzaAllegati: 'Checklist attachments',
        riepilogo: 'Checklist summary',
        salvaDocumentaleBeneficiario: 'Fill in checklist',
        salvaDocumentaleProgramma: 'Fill in checklist',
        salvaSubentro: 'Fill in takeover checklist',
        salvaVariazione: 'Fill in change checklist',
        salvaVerificheBeneficiario: 'Fill in checklist',
        salvaVerificheProgramma: 'Fill in checklist',
        scaricaAllegati: 'Download all checklist attachments',
        scaricaAllegatoDocumentaleBeneficiario: 'Download',
        scaricaAllegatoDocumentaleProgramma: 'Download',
        scaricaAllegatoSubentro: 'Download',
        scaricaAllegatoVariazione: 'Download',
        scaricaAllegatoVerificheBeneficiario: 'Download',
        scaricaAllegatoVerificheProgramma: 'Download',
        scaricaFirmataSubentro: 'Download',
        scaricaFirmataVariazione: 'Download',
        verificaFirmataSubentro: 'Signed checklist exists',
        verificaFirmataVariazione: 'Signed checklist exists',
      },
      name: 'Checklist |||| Checklists',
    },
    comuni: {
      fields: {
        codiceIstat: 'ISTAT code',
        descrizione: 'Municipality',
      },
      name: 'Municipality |||| Municipalities',
    },
    copertureBeneficiario: {
      actions: {
        salva: 'Save funding sources',
      },
      fields: {
        importo: 'Amount',
        tipo: 'Funding source',
      },
      name: 'Funding source |||| Funding sources',
    },
    cronoprogrammaBeneficiario: {
      actions: {
        salva: 'Save schedule',
      },
      fields: {
        dataFine: 'End date',
        dataInizio: 'Start date',
        descrizione: 'Phase',
      },
      name: 'Phase |||| Schedule',
    },
    documentiCasellarioAntimafia: {
      fields: {
        dataCaricamento: 'Upload date',
        nomeFile: 'File',
        numeroProtocollo: 'Registry number',
        opzioni: 'Options',
        scadenza: 'Valid until',
        scaduto: 'Expired',
        tipo: 'Document',
      },
      name: 'Document |||| Criminal records and anti-mafia',
    },
    domande: {
      actions: {
        approvaIstruttoria: 'Approve review',
        concludiValutazione: 'Close evaluation',
        creaDomanda: 'New application',
        elimina: 'Delete draft',
        inoltra: 'Submit application',
        modifica: 'Edit general data',
        prendiInCarico: 'Take charge',
        rigettaIstruttoria: 'Reject review',
        rilascia: 'Release',
        salvaDatiRicezione: 'Record receipt',
        salvaMailProponente: 'Save email and PEC',
        salvaRappresentanteLegale: 'Save legal representative',
        salvaReferente: 'Save contact person',
        sbloccaValutazione: 'Reopen evaluation',
      },
      confirms: {
        approvaIstruttoria: 'Approve the review? The application will go to the committee for evaluation.',
        concludiValutazione:
          "Close the evaluation? The application will enter the call's ranking with the scores given.",
        elimina: "Delete the application's draft for good, with its beneficiaries, sites and attachments?",
        inoltra: 'Submit the application? After submission it can no longer be changed.',
        prendiInCarico: 'Take charge of the application? You will be the only instructor who can review it.',
        rigettaIstruttoria:
          'Reject the review? The application will not be eligible: the reasons are those of the review notes.',
        rilascia: 'Release the application? It will return to those waiting to be taken in charge.',
        sbloccaValutazione:
          'Reopen the evaluation? The application will leave the provisional ranking until it is closed again.',
      },
      fields: {
        codRegione: 'Region',
        cognomeProponente: "Legal representative's surname",
        cuaaProponente: "Lead company's CUAA",
        dataInoltro: 'Submitted on',
        dataRicezione: 'Date received',
        denominazione: 'District programme',
        denominazioneProponente: 'Lead company',
        descrizione: 'Description',
        descrizioneRegione: 'Region',
        descrizioneStato: 'Status',
        idDomanda: 'Application no.',
        idStato: 'Status code',
        importoRichiesto: 'Requested amount',
        nBeneficiari: 'Beneficiaries',
        nominativoIstruttore: 'Instructor in charge',
        numeroProtocollo: 'Receipt registry number',
        statoDal: 'In this status since',
      },
      filters: {
        codRegione: 'Region',
        cognomeProponente: "Legal representative's surname",
        denominazione: 'District programme',
        denominazioneBeneficiario: 'Beneficiary name',
        idStato: 'Status',
        nBeneficiariA: 'Beneficiaries to',
        nBeneficiariDa: 'Beneficiaries from',
      },
      name: 'Application |||| Applications',
      parameters: {
        creaDomanda: {
          codRegione: "Company's region (if first time)",
          denominazione: 'Company name (if first time)',
        },
        modifica: {
          denominazione: 'District programme',
          descrizione: 'Description',
        },
        salvaDatiRicezione: {
          dataRicezione: 'Date received',
          numeroProtocollo: 'Registry number',
        },
        salvaMailProponente: {
          mail: 'Email',
          pec: 'Certified email (PEC)',
        },
      },
    },
    eslBeneficiario: {
      actions: {
        salvaDati: 'Save duration and instalments',
        salvaTassi: 'Save ESL rates',
      },
      fields: {
        contributoCapitale: 'Capital grant',
        durataAnni: 'Duration (years, grace period included)',
        eslFinanziamento: 'ESL of the loan',
        eslPercentuale: 'ESL as a percentage of the eligible investment',
        eslTotale: 'Total ESL',
        importoFinanziamento: 'Subsidised loan',
        investimentoAmmissibile: 'Eligible investment',
        preammortamentoAnni: 'Grace period (years)',
        tassoAgevolato: 'Subsidised rate',
        tassoAttualizzazione: 'Discount rate',
        tassoRiferimento: 'Reference rate',
      },
      name: 'ESL |||| ESL',
      parameters: {
        salvaTassi: {
          tassoAgevolato: 'Subsidised rate',
          tassoAttualizzazione: 'Discount rate',
          tassoRiferimento: 'Reference rate',
        },
      },
    },
    fabbisogniBeneficiario: {
      actions: {
        salva: 'Save needs',
      },
      fields: {
        descrizione: 'Description',
        importo: 'Amount',
      },
      name: 'Need |||| Needs',
    },
    graduatorie: {
      actions: {
        finalizza: 'Finalise ranking',
      },
      confirms: {
        finalizza:
          'Finalise the ranking? Every evaluated application will receive its outcome and the ranking can no ' +
          'longer change.',
      },
      fields: {
        budget: 'Budget',
        descrizioneBando: 'Call',
        finalizzataIl: 'Final since',
        punteggioMinimo: 'Minimum score',
      },
      name: 'Ranking |||| Rankings',
    },
    graduatorieDaFinalizzare: {
      fields: {
        descrizioneBando: 'Call',
        descrizioneIncarico: 'Task',
        domandeValutate: 'Evaluated applications',
        prontaDal: 'Waiting since',
      },
      name: 'Ranking to finalise |||| Rankings to finalise',
    },
    incarichi: {
      name: 'Task |||| My tasks',
    },
    incarichiDomanda: {
      fields: {
        denominazione: 'Application',
        descrizioneIncarico: 'Task',
        descrizioneStato: 'Status',
        statoDal: 'Waiting since',
      },
      name: 'Task |||| My applications to work on',
    },
    investimentiBeneficiario: {
      actions: {
        salva: 'Save investments',
      },
      fields: {
        codRegione: 'Region',
        descrizione: 'Description',
        importo: 'Amount',
      },
      name: 'Investment |||| Investments',
    },
    istruttoriIsmea: {
      name: 'ISMEA instructor |||| ISMEA instructors',
    },
    noteIstruttoria: {
      fields: {
        creataIl: 'Written on',
        nominativo: 'Author',
        testo: 'Note',
      },
      name: 'Review note |||| Review notes',
    },
    noteProgramma: {
      name: 'Note |||| Programme notes',
    },
    notifiche: {
      name: 'Notification |||| Notifications',
    },
    pareriRegione: {
      name: 'Regional opinion |||| Regional opinions',
    },
    programmi: {
      confirms: {
        accettaSenzaControDeduzioni:
          'Accept the rejection without counterarguments? The programme will not be admitted.',
        annulla: 'Cancel the programme? This cannot be undone.',
        approva: 'Approve the programme with the codes given?',
        concludiSubentro:
          'Conclude the takeover with the answers saved in the checklist? The programme returns to «Approved».',
        concludiVariazione:
          'Conclude the variation with the answers saved in the checklist? The programme returns to «Approved».',
        elimina: "Delete the programme's draft for good?",
        eseguiValidazione: 'Submit the programme? After submission it can no longer be changed.',
        inviaControDeduzioni: 'Send the uploaded counterarguments?',
        inviaIntegrazioni: 'Send the uploaded integrations?',
        richiestaIntegrazione: 'Send the integration request to the applicant?',
        richiestaIntegrazioneIsmea: 'Send the programme back to the instructor to complete the review?',
        richiestaParereRegione: "Ask the programme's Region for its opinion?",
        richiestaValidazione: 'Close the review and send the programme to the validator?',
        rimuoviAssegnatario:
          'Remove the instructor from the programme? Without instructors the programme goes back to ' + '«Submitted».',
        subentro: 'Start the takeover of a beneficiary?',
        valida: 'Record the validation outcome? A negative outcome sends the notice of rejection to the applicant.',
        variazione: 'Start a change of the programme?',
        verificaDeggendorf:
          'Query the Deggendorf register for every active beneficiary of the programme? The outcomes will be ' +
          'recorded as dated evidence.',
        verificaRna:
          'Query the National State Aid Register for every active beneficiary of the programme? The outcomes ' +
          'will be recorded as dated evidence.',
      },
      notApplicable: {
        inserimentoParereRegione:
          'A regional opinion is given when the instructor asks your Region for it: no opinion is awaited for ' +
          'this programme.',
      },
      parameters: {
        modifica: {
          abiBanca: 'ABI code of the authorised bank',
          dataFine: 'End date',
          dataInizio: 'Start date',
          descrizione: 'Description',
          note: 'Notes',
          titolo: 'Programme title',
        },
        modificaIstruttoria: {
          importoAmmesso: 'Admitted amount',
          note: 'Notes',
        },
      },
    },
    proponenti: {
      fields: {
        cuaa: 'CUAA',
        denominazione: 'Name',
      },
      parameters: {
        salvaBancaAutorizzata: {
          abi: 'ABI code',
          denominazione: 'Bank name',
          iban: 'IBAN',
        },
        salvaRappresentanteLegale: {
          codiceFiscale: 'Tax code',
          cognome: 'Surname',
          comuneNascita: 'Municipality of birth',
          dataNascita: 'Date of birth',
          mail: 'Email',
          nome: 'First name',
          telefono: 'Phone',
        },
        salvaReferente: {
          cognome: 'Surname',
          mail: 'Email',
          nome: 'First name',
          telefono: 'Phone',
        },
      },
    },
    punteggiParametro: {
      fields: {
        descrizione: 'Assessment',
        valore: 'Points',
      },
      name: 'Score |||| Allowed scores',
    },
    sediBeneficiario: {
      fields: {
        cap: 'Postcode',
        codiceIstatComune: 'Municipality',
        comune: 'Municipality',
        descrizioneRegione: 'Region',
        indirizzo: 'Address',
        siglaProvincia: 'Province',
      },
      name: 'Operating site |||| Operating sites',
    },
    statiDomanda: {
      fields: {
        descrizioneStato: 'Description',
        finale: 'Final status',
        idStato: 'Code',
      },
      name: 'Application status |||| Application statuses',
    },
    statiProgramma: {
      name: 'Programme status |||| Programme statuses',
    },
    storicoBeneficiario: {
      fields: {
        codiceFiscale: 'Tax code',
        descrizione: 'Operation',
        eseguitoIl: 'Date',
        nominativo: 'Done by',
        note: 'Notes',
        ruolo: 'Role',
      },
      name: 'Change |||| Beneficiary history',
    },
    storicoDomanda: {
      fields: {
        descrizioneAzione: 'Action',
        descrizioneRuolo: 'Role',
        descrizioneStatoA: 'To status',
        descrizioneStatoDa: 'From status',
        eseguitoIl: 'Date',
        nominativo: 'Who',
        note: 'Notes',
      },
      name: 'Action |||| Application history',
    },
    storicoImportiProgramma: {
      fields: {
        campo: 'Amount',
        importoNuovo: 'After',
        importoPrecedente: 'Before',
        modificatoDaNome: 'Done by',
        modificatoIl: 'Date',
        ruolo: 'Role',
      },
      name: 'Change |||| Programme amounts history',
    },
    storicoProgramma: {
      name: 'Action |||| Programme history',
    },
    valutazioniBeneficiario: {
      actions: {
        salva: 'Save scores',
      },
      fields: {
        descrizione: 'Parameter',
        descrizionePunteggio: 'Assessment',
        motivazione: 'Motivation',
        nomeFileEvidenza: 'Evidence',
        note: 'Notes',
        paginaEvidenza: 'Page',
        valore: 'Score',
      },
      name: 'Evaluation |||| Beneficiary evaluation',
    },
    valutazioniDomanda: {
      actions: {
        salva: 'Save scores',
      },
      fields: {
        descrizione: 'Parameter',
        descrizionePunteggio: 'Assessment',
        motivazione: 'Motivation',
        nomeFileEvidenza: 'Evidence',
        note: 'Notes',
        paginaEvidenza: 'Page',
        valore: 'Score',
      },
      name: 'Evaluation |||| Application evaluation',
    },
    verificheDeggendorf: {
      name: 'Deggendorf check |||| Deggendorf checks',
    },
    verificheRna: {
      name: 'RNA check |||| RNA checks',
    },
  },
  choices: {
    campo: {
      importoAmmesso: 'Admitted amount',
      importoRichiesto: 'Requested amount',
    },
    codRegione: {
      '01': 'Piedmont',
      '02': 'Aosta Valley',
      '03': 'Lombardy',
      '04': 'Trentino-South Tyrol',
      '05': 'Veneto',
      '06': 'Friuli-Venezia Giulia',
      '07': 'Liguria',
      '08': 'Emilia-Romagna',
      '09': 'Tuscany',
      '10': 'Umbria',
      '11': 'Marche',
      '12': 'Lazio',
      '13': 'Abruzzo',
      '14': 'Molise',
      '15': 'Campania',
      '16': 'Apulia',
      '17': 'Basilicata',
      '18': 'Calabria',
      '19': 'Sicily',
      '20': 'Sardinia',
    },
    dimensioneImpresa: {
      GRANDE: 'Large enterprise',
      MEDIA: 'Medium enterprise',
      MICRO: 'Micro enterprise',
      PICCOLA: 'Small enterprise',
    },
    esito: {
      FAVOREVOLE: 'Favourable',
      NEGATIVO: 'Negative',
      POSITIVO: 'Positive',
      SFAVOREVOLE: 'Unfavourable',
    },
    idStato: {
      ...STATI_PROGRAMMA,
      AMMESSA_NON_FINANZIATA: 'Admitted, not funded',
      ESCLUSA: 'Excluded',
      FINANZIABILE: 'Fundable',
      INOLTRATA: 'Submitted',
      IN_VALUTAZIONE: 'Under evaluation',
      NON_AMMISSIBILE: 'Not eligible',
      VALUTATA: 'Evaluated',
    },
    ruolo: {
      MBAC_BANCA: 'Authorised bank',
      MBAC_COMMISSIONE: 'Evaluation committee',
      MBAC_COOR_ISMEA: 'ISMEA coordinator',
      MBAC_ISTRUTTORE: 'Food-district instructor',
      MBAC_ISTR_ISMEA: 'ISMEA instructor',
      MBAC_MINISTERO: 'Ministry',
      MBAC_PROPONENTE: 'Applicant',
      MBAC_REGIONE: 'Region',
      MBAC_VALI_ISMEA: 'ISMEA validator',
      SISTEMA: 'System',
    },
    statoA: STATI_PROGRAMMA,
    statoBeneficiario: {
      ATTIVO: 'Active',
      SOSTITUITO: 'Replaced by takeover',
    },
    statoDa: STATI_PROGRAMMA,
    tipo: {
      ANNULLAMENTO: 'Cancellation',
      APPROVAZIONE: 'Approval',
      CASELLARIO: 'Criminal record certificate',
      CONTRIBUTO_CAPITALE: 'Capital grant',
      FINANZIAMENTO_AGEVOLATO: 'Subsidised loan',
      FINANZIAMENTO_BANCARIO: 'Bank loan',
      INFORMATIVA_ANTIMAFIA: 'Anti-mafia report',
      INTEGRAZIONE: 'Integration',
      MEZZI_PROPRI: 'Own funds',
      RICHIESTA_ANTIMAFIA: 'Anti-mafia report request',
      RICHIESTA_CASELLARIO: 'Criminal record request',
      RICHIESTA_INTEGRAZIONE: 'Integration request',
      RICHIESTA_INTEGRAZIONE_ISMEA: 'Sent back to the instructor',
      RICHIESTA_VALIDAZIONE: 'Validation request',
      VALIDAZIONE: 'Validation',
    },
    tipologia: {
      DC: 'Food districts',
      V: 'Supply-chain contracts',
    },
  },
};
