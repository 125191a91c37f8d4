import Button from '@mui/material/Button';
import { ListBase, useRecordContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { IncaricoDomanda } from '../../contract/domande/record';
import { incarichiDomandaSchema } from '../../contract/domande/schema';
import { columnsOf } from '../../src/engine/columns';
import { DataTable } from '../../src/list/DataTable';
import type { SchedaDomanda } from '../domande/dettaglio/schede';
import { dettaglioDomandaPath } from '../domande/percorsi';

/** The tab where an item's work is done; the proponent's draft opens where its data are. */
export function schedaDellIncarico({ azione, idStato }: Pick<IncaricoDomanda, 'azione' | 'idStato'>): SchedaDomanda {
  if (azione === 'prendiInCarico' || azione === 'approvaIstruttoria') return 'istruttoria';
  if (idStato === 'IN_VALUTAZIONE') return 'valutazione';
  return 'datiGenerali';
}

const ApriDomanda = () => {
  const translate = useTranslate();
  const incarico = useRecordContext<IncaricoDomanda & { id: number }>();
  if (!incarico) return null;
  return (
    <Button
      component={Link}
      to={dettaglioDomandaPath(incarico.idBando, incarico.idDomanda, schedaDellIncarico(incarico))}
      size="small"
      variant="outlined"
      aria-label={translate('portale.incarichi.open_of', {
        name: incarico.denominazione,
        task: incarico.descrizioneIncarico,
      })}
    >
      {translate('portale.incarichi.open')}
    </Button>
  );
};

/** Made once: the rows are drawn again only when their own record changes (src/list/DataCards.tsx). */
const AZIONI_DELLA_RIGA = <ApriDomanda />;

/** The food-district applications waiting for the person (`/apigen/domanda/getListaIncarichi`), oldest first. */
export const AttivitaDomande = ({ label }: { label: string }) => (
  <ListBase
    resource={incarichiDomandaSchema.name}
    perPage={incarichiDomandaSchema.list?.perPage}
    sort={incarichiDomandaSchema.list?.sort}
    disableSyncWithLocation
    disableAuthentication
    storeKey={false}
  >
    <DataTable
      label={label}
      columns={columnsOf(incarichiDomandaSchema)}
      defaultSort={incarichiDomandaSchema.list?.sort}
      rowActions={AZIONI_DELLA_RIGA}
    />
  </ListBase>
);
