import Stack from '@mui/material/Stack';
import { ListBase } from 'react-admin';
import { AggiungiBeneficiario } from '../../../beneficiari/lista/AggiungiBeneficiario';
import { DettaglioBeneficiarioButton } from '../../../beneficiari/lista/DettaglioBeneficiarioButton';
import { beneficiariSchema } from '../../../beneficiari/schema';
import { columnsOf } from '../../../../src/engine/columns';
import { DataTable } from '../../../../src/list/DataTable';
import type { SchedaProps } from '../schede';

/** The programme's beneficiaries, each opening its own page, and the addition of one where the person may. */
export const SchedaBeneficiari = ({ programma }: SchedaProps) => (
  <Stack spacing={3}>
    <ListBase
      resource="beneficiari"
      storeKey={`beneficiari.${programma.idProgrammaInvestimento}`}
      filter={{ idProgrammaInvestimento: programma.idProgrammaInvestimento }}
      perPage={beneficiariSchema.list?.perPage}
      sort={beneficiariSchema.list?.sort}
      disableSyncWithLocation
    >
      <DataTable
        label={`Beneficiari del programma ${programma.idProgrammaInvestimento}`}
        columns={columnsOf(beneficiariSchema)}
        defaultSort={beneficiariSchema.list?.sort}
        rowActions={<DettaglioBeneficiarioButton idBando={programma.idBando} />}
      />
    </ListBase>
    <AggiungiBeneficiario programma={programma} />
  </Stack>
);
