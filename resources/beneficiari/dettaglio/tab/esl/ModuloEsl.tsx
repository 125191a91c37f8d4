import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { SaveButton, SelectInput, required, useTranslate } from 'react-admin';
import { inputsOf } from '../../../../../src/engine/inputs';
import type { AnyField } from '../../../../../src/engine/types';
import type { EslRecord } from '../../../../../contract/beneficiari/elenchi';
import { ModuloDelRecord } from '../../../../../src/engine/forms/ModuloDelRecord';

/** The server takes the number of instalments a year as a number. */
const RATE_ANNUE = [
  { id: 1, name: 'portale.beneficiari.esl.instalments_per_year.annual' },
  { id: 2, name: 'portale.beneficiari.esl.instalments_per_year.half_yearly' },
  { id: 4, name: 'portale.beneficiari.esl.instalments_per_year.quarterly' },
  { id: 12, name: 'portale.beneficiari.esl.instalments_per_year.monthly' },
];

interface Props {
  readonly titolo: string;
  readonly esl: EslRecord;
  readonly campi: readonly AnyField[];
  readonly conRate?: boolean;
  readonly onSubmit: (valori: Record<string, unknown>) => Promise<Record<string, unknown> | undefined>;
}

/** One of the ESL's two saves, as a small form of its own fields (errors of the server show on them). */
export const ModuloEsl = ({ titolo, esl, campi, conRate = false, onSubmit }: Props) => {
  const translate = useTranslate();
  const titoloId = useId();
  const record = Object.fromEntries(
    [...campi.map(({ source }) => source), ...(conRate ? ['rateAnnue'] : [])].map((source) => [
      source,
      esl[source as keyof EslRecord],
    ]),
  );
  return (
    <section aria-labelledby={titoloId}>
      <Typography id={titoloId} variant="h6" component="h2" sx={{ mb: 1 }}>
        {titolo}
      </Typography>
      <ModuloDelRecord record={record} onSubmit={onSubmit}>
        <Stack spacing={1} sx={{ maxWidth: 480 }}>
          {inputsOf(campi)}
          {conRate && (
            <SelectInput
              source="rateAnnue"
              label="portale.beneficiari.esl.instalments"
              choices={RATE_ANNUE}
              validate={required()}
            />
          )}
          <div>
            <SaveButton
              label={translate('portale.beneficiari.esl.save', { section: titolo.toLowerCase() })}
              alwaysEnable
            />
          </div>
        </Stack>
      </ModuloDelRecord>
    </section>
  );
};
