import Stack from '@mui/material/Stack';
import { ListBase, useTranslate } from 'react-admin';
import { AggiungiBeneficiario } from '../../../beneficiari/lista/AggiungiBeneficiario';
import { DettaglioBeneficiarioButton } from '../../../beneficiari/lista/DettaglioBeneficiarioButton';
import { beneficiariSchema } from '../../../../contract/beneficiari/schema';
import { columnsOf } from '../../../../src/engine/columns';
import { DataTable } from '../../../../src/list/DataTable';
import type { SchedaProps } from '../scheda';

/** The programme's beneficiaries, each opening its own page, and the addition of one where the person may. */
export const SchedaBeneficiari = ({ programma }: SchedaProps) => {
  const translate = useTranslate();
  return (
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
          label={translate('portale.programmi.beneficiaries_of', { id: programma.idProgrammaInvestimento })}
          columns={columnsOf(beneficiariSchema)}
          defaultSort={beneficiariSchema.list?.sort}
          rowActions={<DettaglioBeneficiarioButton idBando={programma.idBando} />}
        />
      </ListBase>
      <AggiungiBeneficiario programma={programma} />
    </Stack>
  );
};
