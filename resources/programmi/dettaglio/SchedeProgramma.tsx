import { useTranslate } from 'react-admin';
import type { ProgrammaRecord } from '../../../contract/programmi/schema';
import { SchedeDelDettaglio, useSchedeLeggibili } from '../../../src/layout/SchedeDelDettaglio';
import { SCHEDE } from './schede';

/**
 * The detail's tabs, only those the person may read: a hidden tab is one the server would refuse.
 */
export const SchedeProgramma = ({ programma }: { programma: ProgrammaRecord }) => {
  const translate = useTranslate();
  const { schede, aperta, apri } = useSchedeLeggibili(SCHEDE, 'programmi');
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
