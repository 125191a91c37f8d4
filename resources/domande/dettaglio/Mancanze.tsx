import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Link from '@mui/material/Link';
import { useEffect, useRef } from 'react';
import { useTranslate } from 'react-admin';
import { ELENCHI_MANCANZE, type AzioneConMancanze, type SchedaDomanda } from './schede';

interface Props {
  readonly azione: AzioneConMancanze;
  readonly mancanze: Readonly<Record<string, string>>;
  /** Opens the tab where the item is completed; the key names the item's field there. */
  readonly onVai: (scheda: SchedaDomanda, chiave: string) => void;
  /** The list answers a click: it takes the focus. Shown with the page, before any click, it leaves it in place. */
  readonly annuncia?: boolean;
}

/** What stops the action, as the server listed it, each with a way to where it is completed. */
export const Mancanze = ({ azione, mancanze, onVai, annuncia = true }: Props) => {
  const translate = useTranslate();
  const titolo = useRef<HTMLDivElement>(null);
  const { titolo: testoTitolo, scheda: schedaDi } = ELENCHI_MANCANZE[azione];
  useEffect(() => {
    if (annuncia) titolo.current?.focus();
  }, [mancanze, annuncia]);
  return (
    <Alert severity="warning" sx={{ mb: 2 }} role={annuncia ? 'alert' : 'status'}>
      <AlertTitle ref={titolo} tabIndex={-1}>
        {translate(testoTitolo, { smart_count: Object.keys(mancanze).length })}
      </AlertTitle>
      <ul>
        {Object.entries(mancanze).map(([chiave, testo]) => {
          const scheda = schedaDi(chiave);
          return (
            <li key={chiave}>
              {testo}
              {' — '}
              {/* The design system's darker blue: the primary one falls short of 4.5:1 on the warning's yellow. */}
              <Link
                component="button"
                type="button"
                onClick={() => onVai(scheda, chiave)}
                sx={{ color: 'primary.dark', verticalAlign: 'baseline' }}
              >
                {translate('domande.inoltro.vaiA', { scheda: translate(`domande.schede.${scheda}`) })}
              </Link>
            </li>
          );
        })}
      </ul>
    </Alert>
  );
};
