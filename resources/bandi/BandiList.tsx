import type { ReactNode } from 'react';
import { ListBase, useTranslate, type RaRecord } from 'react-admin';
import { RowActions } from '../../src/engine/actions/RowActions';
import { columnsOf } from '../../src/engine/columns';
import { PageTitle } from '../../src/layout/PageTitle';
import type { SchemaViewProps } from '../../src/engine/types';
import { DataTable } from '../../src/list/DataTable';
import { LoadTogether } from '../../src/list/LoadTogether';
import { DettaglioBandoButton } from './DettaglioBandoButton';
import { Presentati } from './Presentati';
import { bandiSchema } from '../../contract/bandi/schema';

// A failed load is logged and ignored, as the legacy portal does; the empty table then says 'Non ci sono elementi'.
const logLoadFailure = (error: unknown) => console.error('Failed to load the call list', error);

const SE_NON_RIESCE = { onError: logLoadFailure };

/** Made once, as the rows are (src/engine/columns.ts): each count says whether it counts programmes or applications. */
const COLONNE = columnsOf(bandiSchema).map((column) =>
  column.source === 'numeroProgrammi'
    ? {
        ...column,
        render: (bando: RaRecord) => (
          <Presentati tipologia={String(bando.tipologia)} numero={Number(bando.numeroProgrammi)} />
        ),
      }
    : column,
);

/** Made once: the rows are drawn again only when their own record changes (src/list/DataCards.tsx). */
const AZIONI_DELLA_RIGA = <RowActions schema={bandiSchema} primary={<DettaglioBandoButton />} />;

/**
 * The home page, 'Lista bandi', with the list that comes before the calls (the work queue): the two appear together,
 * so the queue arriving never pushes the calls down. The roles are already in session storage: the auth session
 * stores them.
 */
export const BandiList = ({
  before,
  listsBefore = 0,
}: Partial<SchemaViewProps> & { before?: ReactNode; listsBefore?: number }) => {
  const title = useTranslate()('portale.bandi.list_title');
  return (
    <>
      <PageTitle title={title} />
      <LoadTogether lists={listsBefore + 1}>
        {before}
        <ListBase
          resource="bandi"
          perPage={bandiSchema.list?.perPage}
          sort={bandiSchema.list?.sort}
          queryOptions={SE_NON_RIESCE}
        >
          <DataTable
            label={title}
            columns={COLONNE}
            defaultSort={bandiSchema.list?.sort}
            rowActions={AZIONI_DELLA_RIGA}
          />
        </ListBase>
      </LoadTogether>
    </>
  );
};
