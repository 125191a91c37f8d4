import { useTranslate } from 'react-admin';
import { GraficoABarre } from '../../../src/components/charts/GraficoABarre';
import { choiceText } from '../../../src/engine/labels';
import type { ConteggioDomande } from './conteggi';

/** The applications per state, as bars. */
export const GraficoDomande = ({ conteggi }: { conteggi: readonly ConteggioDomande[] }) => {
  const translate = useTranslate();
  return (
    <GraficoABarre
      titolo={translate('cruscottoDomande.grafico')}
      barre={conteggi.map(({ idStato, descrizione, domande }) => ({
        chiave: idStato,
        etichetta: choiceText(translate, 'idStato', { id: idStato, name: descrizione }),
        valore: domande,
      }))}
    />
  );
};
