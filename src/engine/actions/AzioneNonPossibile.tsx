import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import type { AzionePossibile } from '../../../contract/possible-actions';

/** Where a person completes what stops the action: the tab's name as the page shows it, and how to open it. */
export interface DoveCompletare {
  readonly scheda: string;
  readonly onVai: () => void;
}

interface Props {
  readonly label: string;
  readonly rifiuto: AzionePossibile;
  /** The tab where what stops the action is completed, when the server named it and the person may open it. */
  readonly dove?: DoveCompletare;
  /** The reasons are listed elsewhere on the page (the list of what is missing): the button only points there. */
  readonly elencoSotto?: boolean;
}

/** An action the person would take but the server would refuse now: shown disabled, with the server's reason. */
export const AzioneNonPossibile = ({ label, rifiuto, dove, elencoSotto }: Props) => {
  const translate = useTranslate();
  const motivo = useId();
  return (
    <>
      <Button size="small" variant="contained" disabled aria-describedby={motivo}>
        {label}
      </Button>
      <Typography id={motivo} variant="body2" color="text.secondary" sx={{ flexBasis: '100%' }}>
        {elencoSotto
          ? translate('portale.actions.not_yet_listed', { action: label })
          : translate('portale.actions.not_yet', { action: label, reason: rifiuto.motivo ?? '' })}
        {dove && !elencoSotto && (
          <>
            {' '}
            <Link component="button" type="button" onClick={dove.onVai} sx={{ verticalAlign: 'baseline' }}>
              {translate('portale.actions.complete_in', { tab: dove.scheda })}
            </Link>
          </>
        )}
      </Typography>
    </>
  );
};

/**
 * The same in a row's menu: an item the arrow keys still reach, marked unavailable, that does nothing when chosen and
 * reads the server's reason under its name (in the text's own contrast, not greyed out of reach); its name is all it
 * shows, so a voice command or a screen reader meets the reason too.
 */
export const VoceNonPossibile = ({ label, rifiuto }: Pick<Props, 'label' | 'rifiuto'>) => {
  const translate = useTranslate();
  return (
    <MenuItem
      aria-disabled="true"
      sx={{ flexDirection: 'column', alignItems: 'flex-start', whiteSpace: 'normal', maxWidth: '24rem' }}
    >
      <span>{label}</span>
      <Typography variant="body2" color="text.secondary">
        {translate('portale.actions.not_yet_in_menu', { reason: rifiuto.motivo ?? '' })}
      </Typography>
    </MenuItem>
  );
};
