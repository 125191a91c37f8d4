import { useId } from 'react';
import { useTranslate } from 'react-admin';
import type { ConteggioStato } from './conteggi';

const ALTEZZA_BARRA = 28;
const LARGHEZZA = 640;
const ETICHETTE = 190;

/** A plain SVG bar chart of the programmes per state; the table beside it carries the same numbers. */
export const GraficoStati = ({ conteggi }: { conteggi: readonly ConteggioStato[] }) => {
  const translate = useTranslate();
  const id = useId();
  const massimo = Math.max(1, ...conteggi.map(({ programmi }) => programmi));
  const scala = (LARGHEZZA - ETICHETTE - 40) / massimo;
  return (
    <svg
      role="img"
      aria-labelledby={`${id}-titolo`}
      aria-describedby={`${id}-descrizione`}
      viewBox={`0 0 ${LARGHEZZA} ${conteggi.length * ALTEZZA_BARRA + 8}`}
      width="100%"
    >
      <title id={`${id}-titolo`}>{translate('portale.programmi.dashboard.chart')}</title>
      <desc id={`${id}-descrizione`}>
        {conteggi.map(({ descrizione, programmi }) => `${descrizione}: ${programmi}`).join('; ')}
      </desc>
      {conteggi.map(({ idStato, descrizione, programmi }, indice) => {
        const y = indice * ALTEZZA_BARRA + 4;
        return (
          <g key={idStato}>
            <text x={ETICHETTE - 8} y={y + 17} textAnchor="end" fontSize="14" fill="#1a1a1a">
              {descrizione}
            </text>
            <rect x={ETICHETTE} y={y} width={programmi * scala} height={ALTEZZA_BARRA - 8} fill="#0066cc" />
            <text x={ETICHETTE + programmi * scala + 6} y={y + 17} fontSize="14" fill="#1a1a1a">
              {programmi}
            </text>
          </g>
        );
      })}
    </svg>
  );
};
