import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Link from '@mui/material/Link';
import { useEffect, useRef } from 'react';
import { useTranslate } from 'react-admin';
import { schedaDellaMancanza, type SchedaDomanda } from './schede';

interface Props {
  readonly mancanze: Readonly<Record<string, string>>;
  readonly onVai: (scheda: SchedaDomanda) => void;
}

/** What stops the forwarding, as the server listed it, each with a way to where it is fixed. */
export const Mancanze = ({ mancanze, onVai }: Props) => {
  const translate = useTranslate();
  const titolo = useRef<HTMLDivElement>(null);
  useEffect(() => titolo.current?.focus(), [mancanze]);
  return (
    <Alert severity="warning" sx={{ mb: 2 }} role="alert">
      <AlertTitle ref={titolo} tabIndex={-1}>
        {translate('domande.inoltro.mancanze', { smart_count: Object.keys(mancanze).length })}
      </AlertTitle>
      <ul>
        {Object.entries(mancanze).map(([chiave, testo]) => {
          const scheda = schedaDellaMancanza(chiave);
          return (
            <li key={chiave}>
              {testo}
              {' — '}
              {/* The design system's darker blue: the primary one falls short of 4.5:1 on the warning's yellow. */}
              <Link
                component="button"
                type="button"
                onClick={() => onVai(scheda)}
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
