import type { domandeItalian } from './domande.it';

/** English texts of the food-district applications' pages, key for key with `domande.it.ts`. */
export const domandeEnglish: typeof domandeItalian = {
  domande: {
    percorso: { home: 'Calls', lista: "The call's applications" },
    lista: {
      titolo: 'Applications: %{bando}',
      dettaglio: 'Details',
      dettaglioDi: 'Details of application %{domanda}',
    },
    nuova: {
      capofila: "District's lead company",
      azienda: 'Company with CUAA %{cuaa}',
      aziendaNota: '%{denominazione} (CUAA %{cuaa})',
      ritrovata: 'You already have a draft for this call: we are opening it again',
    },
    dettaglio: {
      titolo: 'Application %{id}: %{denominazione}',
      sedeInRegione:
        'Within the remit of the Region of %{regione}: %{beneficiario} has a site in %{comune} (%{provincia})',
    },
    schede: {
      sezioni: "The application's sections",
      datiGenerali: 'General data',
      proponente: 'Proponent',
      beneficiari: 'Beneficiaries',
      allegati: 'Attachments',
      istruttoria: 'Review',
      valutazione: 'Evaluation',
      storico: 'History',
    },
    inoltro: {
      fatto: 'Application forwarded',
      mancanze:
        'One item is still missing before forwarding |||| %{smart_count} items are still missing before forwarding',
      vaiA: 'complete it in «%{scheda}»',
    },
    moduli: { salvato: '%{titolo}: saved', salva: 'Save %{titolo}' },
    proponente: {
      capofila: 'Lead company: %{denominazione} (CUAA %{cuaa})',
      recapiti: { titolo: 'Contacts', mail: 'Email', pec: 'Certified email (PEC)' },
      rappresentante: {
        titolo: 'Legal representative',
        codiceFiscale: 'Fiscal code',
        nome: 'First name',
        cognome: 'Surname',
        dataNascita: 'Date of birth',
        comuneNascita: 'Municipality of birth',
        telefono: 'Phone',
        mail: 'Email',
      },
      referente: { titolo: 'Contact person', nome: 'First name', cognome: 'Surname', telefono: 'Phone', mail: 'Email' },
    },
    beneficiari: {
      nessuno: 'The application has no beneficiaries yet.',
      riepilogo:
        '%{denominazione} (%{codiceFiscale}): %{investimento}, one site |||| ' +
        '%{denominazione} (%{codiceFiscale}): %{investimento}, %{smart_count} sites',
      aggiungi: 'Add beneficiary',
      codiceFiscale: "Beneficiary's fiscal code",
      aggiunto: 'Beneficiary %{codiceFiscale} added',
      denominazione: 'Company or personal name of the beneficiary',
      denominazioneAiuto: 'Required when the portal does not know the fiscal code',
      dati: "Beneficiary's data",
      campi: {
        denominazione: 'Company name or full name',
        investimentoRichiesto: 'Requested investment',
        mail: 'Email',
        pec: 'Certified email (PEC)',
      },
      salva: "Save %{denominazione}'s data",
      salvato: "%{denominazione}'s data saved",
      eliminare: 'Remove %{denominazione} from the application, with its sites and attachments?',
    },
    sedi: {
      di: 'Operating sites of %{denominazione}',
      nessuna: 'No operating site.',
      descrizione: '%{indirizzo}, %{cap} %{comune} (%{siglaProvincia}), %{descrizioneRegione}',
      indirizzo: 'Address',
      cap: 'Postcode',
      codiceIstatComune: 'Municipality',
      aggiungi: 'Add a site to %{denominazione}',
      aggiunta: 'Operating site added',
      eliminare: 'Delete the site %{nome}?',
    },
    allegati: {
      dellaDomanda: "The application's attachments",
      delBeneficiario: "%{denominazione}'s attachments",
      nessuno: 'No attachment.',
      categoria: 'Category',
      obbligatoria: '%{descrizione} (required to forward)',
      conFirma: '%{descrizione} (digitally signed)',
      dataScadenza: 'Expiry date',
      carica: 'Upload a file to «%{dove}»',
      scade: 'expires on %{data}',
      scaduto: 'expired',
      eliminare: 'Delete the file %{nome}?',
    },
    istruttoria: {
      note: 'Review notes',
      file: "The review's files",
      nessunaNota: 'No review note.',
      nessunFile: 'No file.',
      autoreIl: '%{autore}, %{il}:',
      notaDel: 'note of %{il}',
      eliminareNota: 'Delete the review note?',
      nuovaNota: 'New review note',
      salvaNota: 'Save note',
      notaSalvata: 'Review note saved',
      caricaFile: 'Upload a review file',
    },
  },
};
