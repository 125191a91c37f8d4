import { useTranslate } from 'react-admin';
import { GraficoABarre } from '../../../src/components/charts/GraficoABarre';
import type { ConteggioDomande } from './conteggi';

/** The applications per state, as bars. */
export const GraficoDomande = ({ conteggi }: { conteggi: readonly ConteggioDomande[] }) => {
  const translate = useTranslate();
  return (
    <GraficoABarre
      titolo={translate('cruscottoDomande.grafico')}
      barre={conteggi.map(({ idStato, descrizione, domande }) => ({
        chiave: idStato,
        etichetta: descrizione,
        valore: domande,
      }))}
      larghezzaEtichette={200}
    />
  );
};
