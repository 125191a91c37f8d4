/** The proponent wizard of the programme detail (docs/proponente.md). */
export const proponentiItalian = {
  proponenti: {
    edit: 'Modifica',
    stop_editing: 'Termina modifica',
    not_given: 'Non indicato',
    saved: '%{step}: operazione completata',
    invalid: 'Dati non validi: controlla i campi indicati',
    steps: {
      general: 'Dati generali del programma',
      general_hint: 'Titolo, descrizione e durata',
      contacts: 'Recapiti',
      contacts_hint: 'Email e PEC',
      representative: 'Rappresentante legale',
      representative_hint: 'Chi firma per il proponente',
      referent: 'Referente',
      referent_hint: 'Chi segue il programma',
      bank: 'Banca autorizzata',
      bank_hint: 'Banca e conto del finanziamento',
    },
    general: {
      save: 'Salva dati generali',
      requested_amount: "L'importo richiesto è la somma degli investimenti dei beneficiari e si aggiorna con essi.",
    },
    bank: {
      registered: 'Banca registrata: %{nome}',
      search_hint: 'Scrivi il codice ABI o parte del nome della banca',
      option: '%{nome} (ABI %{abi})',
      registered_name: 'Per un codice ABI già registrato resta la denominazione registrata',
    },
    rules: {
      email: 'Indirizzo email non valido',
      pec: 'Indirizzo PEC non valido',
      phone: 'Numero di telefono non valido: da 6 a 20 cifre, con un + iniziale facoltativo',
      abi: 'Il codice ABI è composto da 5 cifre',
      representative_person:
        'Il rappresentante legale è una persona fisica: indicare un codice fiscale di 16 caratteri',
      iban_shape: 'IBAN non valido: IT, 2 cifre di controllo, CIN, ABI, CAB e conto (27 caratteri)',
      iban_check: 'IBAN non valido: le cifre di controllo non corrispondono',
      iban_bank: "L'IBAN non è della banca indicata (ABI %{abi})",
    },
  },
};
