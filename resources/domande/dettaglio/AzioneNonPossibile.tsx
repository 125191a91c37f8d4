import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import type { AzionePossibile } from '../../../contract/azioni-possibili';
import type { SchedaDomanda } from './schede';

interface Props {
  readonly label: string;
  readonly rifiuto: AzionePossibile;
  /** The tab where what stops the action is completed, when the server named it. */
  readonly scheda?: SchedaDomanda;
  readonly onVai?: (scheda: SchedaDomanda) => void;
  /** The reasons are listed elsewhere on the page (the list of what is missing): the button only points there. */
  readonly elencoSotto?: boolean;
}

/** An action the person would take but the server would refuse now: shown disabled, with the server's reason. */
export const AzioneNonPossibile = ({ label, rifiuto, scheda, onVai, elencoSotto }: Props) => {
  const translate = useTranslate();
  const motivo = useId();
  return (
    <>
      <Button size="small" variant="contained" disabled aria-describedby={motivo}>
        {label}
      </Button>
      <Typography id={motivo} variant="body2" color="text.secondary" sx={{ flexBasis: '100%' }}>
        {elencoSotto
          ? translate('domande.azioni.nonAncora', { azione: label })
          : translate('domande.azioni.nonPossibile', { azione: label, motivo: rifiuto.motivo ?? '' })}
        {scheda && onVai && !elencoSotto && (
          <>
            {' '}
            <Link component="button" type="button" onClick={() => onVai(scheda)} sx={{ verticalAlign: 'baseline' }}>
              {translate('domande.inoltro.vaiA', { scheda: translate(`domande.schede.${scheda}`) })}
            </Link>
          </>
        )}
      </Typography>
    </>
  );
};
