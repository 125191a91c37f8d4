import Typography from '@mui/material/Typography';
import { required, useUpdate, useTranslate } from 'react-admin';
import type { DatiGeneraliProgramma } from '../../../../contract/programmi/record';
import type { AnyField } from '../../../../src/engine/types';
import { fieldLabel } from '../../../../src/engine/labels';
import { programmiSchema } from '../../../../contract/programmi/schema';
import { DateRangeInput } from '../../../../src/components';
import { campo, dichiarato } from '../campi';
import { CampoTesto } from '../CampoTesto';
import { PassoForm } from '../PassoForm';
import { ValoriPasso } from '../ValoriPasso';
import { senzaVuoti, valoriDi, type PassoProps } from './comune';

const MODIFICABILI = ['titolo', 'descrizione', 'dataInizio', 'dataFine', 'note'];
/** Not a field of the save (the server computes it): its label is the programme's own. */
const importoRichiesto = programmiSchema.fields.find(({ source }) => source === 'importoRichiesto') as AnyField;
const IMPORTO_RICHIESTO: AnyField = { ...importoRichiesto, label: fieldLabel(programmiSchema.name, importoRichiesto) };
const CAMPI = ['titolo', 'descrizione', 'importoRichiesto', 'dataInizio', 'dataFine', 'note'].map((source) =>
  source === 'importoRichiesto' ? IMPORTO_RICHIESTO : dichiarato('modifica', source),
);
const ETICHETTA = 'portale.proponenti.general.save';

/**
 * Step 1, salvaDatiGeneraliProgramma. The title is what makes the programme's data "saved" for the later steps.
 * The requested amount is the sum of the beneficiaries' investments, computed by the server: shown, never sent.
 */
export const DatiGeneraliPasso = ({
  programma,
  modificabile,
  registra,
  onSalvato,
  onError,
}: PassoProps & { programma: DatiGeneraliProgramma }) => {
  const [update] = useUpdate();
  const translate = useTranslate();
  if (!modificabile) return <ValoriPasso campi={CAMPI} valori={programma} />;

  const id = programma.idProgrammaInvestimento;
  const salva = async (valori: Record<string, unknown>) => {
    const data = { ...senzaVuoti(valoriDi(MODIFICABILI, valori)), idProgrammaInvestimento: id };
    await update('programmi', { id, data, previousData: programma }, { returnPromise: true });
    onSalvato(translate(ETICHETTA));
  };
  return (
    <PassoForm
      record={valoriDi(MODIFICABILI, programma)}
      salva={salva}
      etichetta={translate(ETICHETTA)}
      registra={registra}
      onError={onError}
    >
      <CampoTesto {...campo('modifica', 'titolo', required())} fullWidth />
      <CampoTesto {...campo('modifica', 'descrizione')} multiline minRows={3} fullWidth />
      <ValoriPasso campi={[IMPORTO_RICHIESTO]} valori={programma} />
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('portale.proponenti.general.requested_amount')}
      </Typography>
      {/* A programme starts on its call's opening at the earliest (docs/affidabilita.md), as the server checks. */}
      <DateRangeInput startSource="dataInizio" endSource="dataFine" startMin={programma.aperturaBando} />
      <CampoTesto {...campo('modifica', 'note')} multiline minRows={2} fullWidth />
    </PassoForm>
  );
};
