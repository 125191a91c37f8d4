import { useTranslate } from 'react-admin';
import { GraficoABarre } from '../../../src/components/charts/GraficoABarre';
import type { ConteggioStato } from './conteggi';

/** The programmes per state, as bars. */
export const GraficoStati = ({ conteggi }: { conteggi: readonly ConteggioStato[] }) => {
  const translate = useTranslate();
  return (
    <GraficoABarre
      titolo={translate('portale.programmi.dashboard.chart')}
      barre={conteggi.map(({ idStato, descrizione, programmi }) => ({
        chiave: idStato,
        etichetta: descrizione,
        valore: programmi,
      }))}
    />
  );
};
