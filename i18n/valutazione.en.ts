import type { valutazioneItalian } from './valutazione.it';

/** English texts of the evaluation tab, the ranking page and the DC call's dashboard, key for key. */
export const valutazioneEnglish: typeof valutazioneItalian = {
  valutazione: {
    parametriDomanda: "The application's parameters",
    parametriBeneficiario: 'Parameters of %{denominazione}',
    mediaBeneficiari: "For these parameters the beneficiaries' mean score counts.",
    nessunParametro: 'The call has no parameter of this level.',
    riepilogo: 'Total score %{totale}: %{valutati} of %{daValutare} scored',
    opzione: '%{descrizione} (%{valore} points)',
    scelto: '%{descrizione}: %{valore} points',
    nonValutato: 'Not scored yet',
    nota: 'Notes on «%{parametro}»',
    notaLetta: 'Notes: %{nota}',
    salvaDomanda: "Save the application's scores",
    salvaBeneficiario: 'Save the scores of %{denominazione}',
    salvati: 'Scores saved',
    nienteDaSalvare: 'Choose at least one score before saving.',
    conclusa: 'Evaluation concluded',
    excel: 'Scoring sheet in Excel',
    mancanze:
      'One score is still missing before the evaluation can be concluded |||| ' +
      '%{smart_count} scores are still missing before the evaluation can be concluded',
    verbale: {
      titolo: "The commission's minutes",
      nessuno: 'No minutes uploaded.',
      carica: "Upload the commission's minutes",
      eliminare: 'Delete the minutes %{nome}?',
    },
  },
  graduatoria: {
    titolo: 'Ranking: %{bando}',
    titoloBreve: 'Ranking',
    provvisoria: 'Provisional',
    definitiva: 'Final',
    spiegaProvvisoria:
      'Provisional ranking: computed now from the concluded evaluations, it may still change until the ministry ' +
      'finalises it.',
    spiegaDefinitiva: 'Final ranking since %{data}: frozen, it no longer changes.',
    datiBando: "The call's data",
    excel: 'Ranking in Excel',
    decreto: 'Adopted by decree of %{data}.',
    decretoTitolo: "The ranking's decree",
    nessunDecreto: 'No decree uploaded.',
    dataDecreto: "The decree's date",
    caricaDecreto: "Upload the ranking's decree",
    eliminareDecreto: 'Delete the decree %{nome}?',
    punteggioMinimo: 'Minimum score',
    budget: 'Budget',
    nessuna: 'No evaluated application: the ranking is empty.',
    tabella: 'Applications in the ranking',
    colonne: {
      posizione: 'Position',
      domanda: 'Application',
      punteggio: 'Score',
      esito: 'Outcome',
      budgetResiduo: 'Budget left',
      perche: 'Why here',
    },
    programma: 'Programme: %{denominazione}',
    perche: 'Why here: %{nome}, position %{posizione}',
    perParametro: 'Score per parameter',
    valoreParametro: '%{descrizione}: %{valore}',
    mediaBeneficiari: "%{descrizione}: %{valore} (the beneficiaries' mean)",
    senzaPunteggio: '%{descrizione}: no score',
    spareggio: {
      PUNTEGGIO: 'Above position %{seguente} by score: %{punteggio} against %{punteggioSeguente}.',
      INOLTRO:
        'Same score as position %{seguente}: above because forwarded earlier (%{inoltro} against ' +
        '%{inoltroSeguente}).',
      NUMERO:
        'Same score and forwarding instant as position %{seguente}: above by the lower application number ' +
        '(%{id} against %{idSeguente}).',
      ultima: 'Last in the ranking.',
    },
    sopraSoglia: 'Reaches the minimum score of %{minimo}.',
    sottoSoglia: 'Under the minimum score of %{minimo}: excluded.',
    finanziata: 'Funded: requests %{richiesto}, the budget goes from %{prima} to %{dopo}.',
    nonCoperta: 'Not funded: requests %{richiesto}, the budget left of %{prima} does not cover it.',
    dopoNonCoperta:
      'Not funded: an application above it is not covered by the budget, and funding goes strictly in order.',
    budgetIntatto: 'The budget left stays %{dopo}.',
    grafico: {
      titolo: 'Scores of the ranking, threshold and funding line',
      descrizione:
        'Score bars in ranking order; minimum score at %{minimo} points; %{finanziate} applications above the ' +
        'funding line.',
      soglia: 'Threshold %{minimo}',
      linea: 'Funding line',
      legenda: 'Chart key',
      alternativa: 'The chart as text',
      voce: 'Position %{posizione}, %{domanda}: %{punteggio} points, %{esito}',
    },
    vaiA: 'Ranking',
    pubblica: {
      titolo: 'Final ranking: %{bando}',
      definitiva: 'Final ranking since %{data}.',
      assente: 'Ranking not found: it does not exist or is not final yet.',
      caricamento: 'Loading the ranking…',
      csv: 'Open data in CSV',
      json: 'Open data in JSON',
      pagina: "The ranking's public page",
      colonne: {
        posizione: 'Position',
        programma: "The district's programme",
        capofila: 'Lead company',
        punteggio: 'Score',
        esito: 'Outcome',
        budgetResiduo: 'Budget left',
      },
    },
    cruscotto: 'Dashboard',
  },
  cruscottoDomande: {
    titolo: 'Dashboard: %{bando}',
    titoloBreve: "The call's dashboard",
    grafico: 'Applications per state',
    tabella: 'Applications and amounts per state',
    stato: 'State',
    domande: 'Applications',
    richiesto: 'Amount requested',
    finanziato: 'Amount funded',
    totale: 'Total',
    parziale: 'The dashboard counts the first %{shown} applications of %{total}.',
  },
};
