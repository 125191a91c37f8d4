import { useTranslate } from 'react-admin';
import type { ProgrammaRecord } from '../../../contract/programmi/schema';
import { SchedeDelDettaglio, useSchedeLeggibili } from '../../../src/layout/SchedeDelDettaglio';
import type { Scheda } from './scheda';
import { SCHEDE } from './schede';

/** The detail's tabs the person may read (a hidden tab is one the server would refuse), and the open one. */
export const useSchedeProgramma = () => useSchedeLeggibili(SCHEDE, 'programmi');

interface Props {
  readonly programma: ProgrammaRecord;
  /** The page's `useSchedeProgramma`: the page also opens a tab, where what stops an action is completed. */
  readonly schede: readonly Scheda[];
  readonly aperta: Scheda;
  readonly apri: (titolo: string) => void;
}

export const SchedeProgramma = ({ programma, schede, aperta, apri }: Props) => {
  const translate = useTranslate();
  const { titolo, Contenuto } = aperta;
  return (
    <SchedeDelDettaglio
      etichetta={translate('portale.programmi.sections')}
      schede={schede.map((scheda) => ({ valore: scheda.titolo, etichetta: translate(scheda.titolo) }))}
      aperta={titolo}
      onApri={apri}
    >
      <Contenuto programma={programma} />
    </SchedeDelDettaglio>
  );
};
