import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { ElencoDelProgramma } from '../ElencoDelProgramma';
import type { SchedaProps } from '../schede';
import { verificheDeggendorfSchema, verificheRnaSchema } from '../../verificheRegistri';

const REGISTRI = [
  { titolo: 'Registro Deggendorf (ordini di recupero di aiuti illegali)', schema: verificheDeggendorfSchema },
  { titolo: 'Registro Nazionale degli Aiuti di Stato (RNA): de minimis e cumulo', schema: verificheRnaSchema },
];

const Registro = ({ titolo, schema, idProgramma }: (typeof REGISTRI)[number] & { idProgramma: number }) => {
  const id = useId();
  return (
    <Stack spacing={1} component="section" aria-labelledby={id}>
      <Typography component="h2" variant="h6" id={id}>
        {titolo}
      </Typography>
      <ElencoDelProgramma schema={schema} idProgramma={idProgramma} />
    </Stack>
  );
};

/** The latest evidence of each beneficiary in the two national registers: outcome, what was found, when, who, where. */
export const SchedaVerificheRegistri = ({ programma }: SchedaProps) => (
  <Stack spacing={3}>
    <Typography>
      Esito dell&apos;ultima verifica di ciascun beneficiario attivo. Una verifica è da ripetere se non è mai stata eseguita, se il registro non
      ha risposto o se è scaduto il periodo di validità.
    </Typography>
    {REGISTRI.map((registro) => (
      <Registro key={registro.schema.name} {...registro} idProgramma={programma.idProgrammaInvestimento} />
    ))}
  </Stack>
);
