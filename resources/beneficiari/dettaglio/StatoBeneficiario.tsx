import Chip from '@mui/material/Chip';
import type { BeneficiarioRecord } from '../schema';

/** Where the beneficiary stands: replaced by a takeover, excluded by the review, and the programme's state. */
export const StatoBeneficiario = ({ beneficiario }: { beneficiario: BeneficiarioRecord }) => (
  <>
    <Chip label={`Programma: ${beneficiario.descrizioneStato}`} variant="outlined" />
    {beneficiario.statoBeneficiario === 'SOSTITUITO' ? (
      <Chip label="Sostituito da subentro" color="warning" />
    ) : (
      <Chip label={beneficiario.abilitato ? 'Abilitato' : 'Disabilitato'} color={beneficiario.abilitato ? 'success' : 'error'} />
    )}
    {beneficiario.subentroInCorso && <Chip label="Subentro in corso" color="info" />}
  </>
);
