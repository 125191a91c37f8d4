import Typography from '@mui/material/Typography';
import { maxLength, required, useUpdate } from 'react-admin';
import type { DatiGeneraliProgramma } from '../../../../server/src/modules/programma/schemas';
import { DateRangeInput } from '../../../../src/components';
import { campo, dichiarato } from '../campi';
import { CampoTesto } from '../CampoTesto';
import { PassoForm } from '../PassoForm';
import { ValoriPasso } from '../ValoriPasso';
import { senzaVuoti, valoriDi, type PassoProps } from './comune';

const MODIFICABILI = ['titolo', 'descrizione', 'dataInizio', 'dataFine', 'note'];
const CAMPI = ['titolo', 'descrizione', 'importoRichiesto', 'dataInizio', 'dataFine', 'note'].map((source) => dichiarato('modifica', source));
const ETICHETTA = 'Salva dati generali';

/**
 * Step 1, salvaDatiGeneraliProgramma. The title is what makes the programme's data "saved" for the later steps.
 * The requested amount is the sum of the beneficiaries' investments, computed by the server: shown, never sent.
 */
export const DatiGeneraliPasso = ({ programma, modificabile, registra, onSalvato, onError }: PassoProps & { programma: DatiGeneraliProgramma }) => {
  const [update] = useUpdate();
  if (!modificabile) return <ValoriPasso campi={CAMPI} valori={programma} />;

  const id = programma.idProgrammaInvestimento;
  const salva = async (valori: Record<string, unknown>) => {
    const data = { ...senzaVuoti(valoriDi(MODIFICABILI, valori)), idProgrammaInvestimento: id };
    await update('programmi', { id, data, previousData: programma }, { returnPromise: true });
    onSalvato(ETICHETTA);
  };
  return (
    <PassoForm record={valoriDi(MODIFICABILI, programma)} salva={salva} etichetta={ETICHETTA} registra={registra} onError={onError}>
      <CampoTesto {...campo('modifica', 'titolo', required(), maxLength(500))} fullWidth />
      <CampoTesto {...campo('modifica', 'descrizione', maxLength(4000))} multiline minRows={3} fullWidth />
      <ValoriPasso campi={[dichiarato('modifica', 'importoRichiesto')]} valori={programma} />
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        L&apos;importo richiesto è la somma degli investimenti dei beneficiari e si aggiorna con essi.
      </Typography>
      <DateRangeInput startSource="dataInizio" endSource="dataFine" />
      <CampoTesto {...campo('modifica', 'note', maxLength(4000))} multiline minRows={2} fullWidth />
    </PassoForm>
  );
};
