import type { Traduzione } from '../traduzione';
import type { proponentiItalian } from './proponenti.it';

export const proponentiEnglish: Traduzione<typeof proponentiItalian> = {
  proponenti: {
    edit: 'Edit',
    stop_editing: 'Stop editing',
    not_given: 'Not given',
    saved: '%{step}: operation completed',
    invalid: 'Invalid data: check the fields shown',
    steps: {
      general: "Programme's general data",
      general_hint: 'Title, description and duration',
      contacts: 'Contacts',
      contacts_hint: 'Email and PEC',
      representative: 'Legal representative',
      representative_hint: 'Who signs for the proponent',
      referent: 'Contact person',
      referent_hint: 'Who follows the programme',
      bank: 'Authorised bank',
      bank_hint: 'Bank and account of the loan',
    },
    general: {
      save: 'Save general data',
      requested_amount: "The amount requested is the sum of the beneficiaries' investments and follows them.",
    },
    bank: {
      registered: 'Registered bank: %{nome}',
      search_hint: 'Type the ABI code or part of the bank’s name',
      option: '%{nome} (ABI %{abi})',
      registered_name: 'For an ABI code already registered the registered name stays',
    },
    rules: {
      email: 'Invalid email address',
      pec: 'Invalid PEC address',
      phone: 'Invalid phone number: 6 to 20 digits, with an optional leading +',
      abi: 'The ABI code has 5 digits',
      representative_person: 'The legal representative is a person: give a fiscal code of 16 characters',
      iban_shape: 'Invalid IBAN: IT, 2 check digits, CIN, ABI, CAB and account (27 characters)',
      iban_check: 'Invalid IBAN: the check digits do not match',
      iban_bank: 'The IBAN is not of the bank given (ABI %{abi})',
    },
  },
};
