import type { Traduzione } from '../traduzione';
import type { beneficiariItalian } from './beneficiari.it';

export const beneficiariEnglish: Traduzione<typeof beneficiariItalian> = {
  beneficiari: {
    title: 'Beneficiary',
    title_of: 'Beneficiary %{code}',
    title_of_named: 'Beneficiary %{code}: %{name}',
    programme: 'Programme %{id}',
    detail_of: 'Detail %{code}',
    sections: 'Sections of the beneficiary',
    tabs: {
      dati: 'Data',
      investimenti: 'Investments',
      fabbisogni: 'Needs',
      coperture: 'Coverage',
      cronoprogramma: 'Schedule',
      esl: 'GGE',
      documenti: 'Documents',
      checklist: 'Checklist',
      storico: 'History',
    },
    state: {
      programme: 'Programme: %{state}',
      replaced: 'Replaced by takeover',
      enabled: 'Enabled',
      disabled: 'Disabled',
      takeover: 'Takeover in progress',
    },
    add: {
      title: 'Add beneficiary',
      hint: 'Fiscal code of 16 characters for a person, of 11 digits for a company.',
      code: "Beneficiary's fiscal code",
      done: 'Beneficiary added to the programme',
    },
    data: {
      region: 'Region',
      save: 'Save registry data',
      saved: "Beneficiary's data saved",
    },
    list_saved: '%{list}: saved',
    total: 'Total: %{amount}',
    coverage: {
      needs_total: 'Total of the saved needs: %{amount}',
      balanced: 'Total coverage %{coverage} against needs of %{needs}: the coverage matches the needs.',
      exceeding: 'Total coverage %{coverage} against needs of %{needs}: it exceeds them by %{gap}.',
      short: 'Total coverage %{coverage} against needs of %{needs}: %{gap} missing.',
      total: 'Total coverage',
      save: 'Save coverage',
      saved: 'Coverage saved',
    },
    documents: {
      criminal_record: 'Criminal record and anti-mafia',
    },
    esl: {
      result_title: 'Gross grant equivalent',
      result: '%{total}, that is %{share} of the eligible investment',
      result_detail: 'Of which %{loan} from the subsidised loan and %{grant} from the capital grant.',
      not_computable: 'The GGE cannot be computed yet',
      terms: 'Duration and instalments of the subsidised loan',
      terms_saved: 'Duration and instalments saved',
      rates: 'Rates',
      rates_saved: 'Rates saved',
      instalments: 'Instalments per year',
      save: 'Save %{section}',
      instalments_per_year: {
        annual: 'Annual (1)',
        half_yearly: 'Half-yearly (2)',
        quarterly: 'Quarterly (4)',
        monthly: 'Monthly (12)',
      },
    },
  },
};
