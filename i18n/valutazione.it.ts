/** The texts of the evaluation tab, the ranking page and the DC call's dashboard (resources/domande). */
export const valutazioneItalian = {
  valutazione: {
    parametriDomanda: 'Parametri della domanda',
    parametriBeneficiario: 'Parametri di %{denominazione}',
    mediaBeneficiari: 'Per questi parametri conta la media dei punteggi dei beneficiari.',
    nessunParametro: 'Il bando non ha parametri di questo livello.',
    riepilogo: 'Punteggio totale %{totale}: %{valutati} di %{daValutare} valutati',
    opzione: '%{descrizione} (%{valore} punti)',
    scelto: '%{descrizione}: %{valore} punti',
    nonValutato: 'Non ancora valutato',
    nota: 'Note su «%{parametro}»',
    notaLetta: 'Note: %{nota}',
    salvaDomanda: 'Salva punteggi della domanda',
    salvaBeneficiario: 'Salva punteggi di %{denominazione}',
    salvati: 'Punteggi salvati',
    nienteDaSalvare: 'Scegli almeno un punteggio prima di salvare.',
    conclusa: 'Valutazione conclusa',
    excel: 'Scheda di valutazione in Excel',
    mancanze:
      'Per concludere la valutazione manca ancora un punteggio |||| ' +
      'Per concludere la valutazione mancano ancora %{smart_count} punteggi',
    verbale: {
      titolo: 'Verbale della commissione',
      nessuno: 'Nessun verbale caricato.',
      carica: 'Carica verbale della commissione',
      eliminare: 'Eliminare il verbale %{nome}?',
    },
  },
  graduatoria: {
    titolo: 'Graduatoria: %{bando}',
    titoloBreve: 'Graduatoria',
    provvisoria: 'Provvisoria',
    definitiva: 'Definitiva',
    spiegaProvvisoria:
      'Graduatoria provvisoria: calcolata ora con le valutazioni concluse, può ancora cambiare finché il ministero ' +
      'non la finalizza.',
    spiegaDefinitiva: 'Graduatoria definitiva dal %{data}: congelata, non cambia più (%{regola}).',
    datiBando: 'Dati del bando',
    excel: 'Graduatoria in Excel',
    decreto: 'Adottata con decreto del %{data}.',
    decretoTitolo: 'Decreto della graduatoria',
    nessunDecreto: 'Nessun decreto caricato.',
    decretoDel: 'Decreto del %{data}: %{nome}',
    dataDecreto: 'Data del decreto',
    caricaDecreto: 'Carica decreto della graduatoria',
    eliminareDecreto: 'Eliminare il decreto %{nome}?',
    punteggioMinimo: 'Punteggio minimo',
    budget: 'Budget',
    nessuna: 'Nessuna domanda valutata: la graduatoria è vuota.',
    tabella: 'Domande in graduatoria',
    colonne: {
      posizione: 'Posizione',
      domanda: 'Domanda',
      punteggio: 'Punteggio',
      esito: 'Esito',
      budgetResiduo: 'Budget residuo',
      perche: 'Perché qui',
    },
    programma: 'Programma: %{denominazione}',
    perche: 'Perché qui: posizione %{posizione}',
    perParametro: 'Punteggio per parametro',
    valoreParametro: '%{descrizione}: %{valore}',
    mediaBeneficiari: '%{descrizione}: %{valore} (media dei beneficiari)',
    senzaPunteggio: '%{descrizione}: nessun punteggio',
    spareggio: {
      PUNTEGGIO: 'Sopra la posizione %{seguente} per punteggio: %{punteggio} contro %{punteggioSeguente}.',
      INOLTRO:
        'Pari punteggio con la posizione %{seguente}: sopra perché inoltrata prima (%{inoltro} contro ' +
        '%{inoltroSeguente}).',
      NUMERO:
        'Pari punteggio e istante di inoltro con la posizione %{seguente}: sopra per il numero di domanda minore ' +
        '(%{id} contro %{idSeguente}).',
      ultima: 'Ultima della graduatoria.',
    },
    sopraSoglia: 'Raggiunge il punteggio minimo di %{minimo}.',
    sottoSoglia: 'Sotto il punteggio minimo di %{minimo}: esclusa.',
    finanziata: 'Finanziata: richiede %{richiesto}, il budget passa da %{prima} a %{dopo}.',
    nonCoperta: 'Non finanziata: richiede %{richiesto}, il budget residuo di %{prima} non la copre.',
    dopoNonCoperta:
      'Non finanziata: una domanda che la precede non è coperta dal budget, e si finanzia strettamente in ordine.',
    budgetIntatto: 'Il budget residuo resta %{dopo}.',
    grafico: {
      titolo: 'Punteggi della graduatoria, soglia e linea di finanziamento',
      descrizione:
        'Barre dei punteggi in ordine di graduatoria; soglia minima a %{minimo} punti; %{finanziate} domande sopra ' +
        'la linea di finanziamento.',
      soglia: 'Soglia %{minimo}',
      linea: 'Linea di finanziamento',
      alternativa: 'Il grafico in testo',
      voce: 'Posizione %{posizione}, %{domanda}: %{punteggio} punti, %{esito}',
    },
    vaiA: 'Graduatoria',
    cruscotto: 'Cruscotto',
  },
  cruscottoDomande: {
    titolo: 'Cruscotto: %{bando}',
    titoloBreve: 'Cruscotto del bando',
    grafico: 'Domande per stato',
    tabella: 'Domande e importi per stato',
    stato: 'Stato',
    domande: 'Domande',
    richiesto: 'Importo richiesto',
    finanziato: 'Importo finanziato',
    totale: 'Totale',
    parziale: 'Il cruscotto conta le prime %{shown} domande di %{total}.',
  },
};
