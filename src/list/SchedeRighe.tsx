import { Fragment, type Key, type ReactNode } from 'react';
import { ElencoSchede } from './ElencoSchede';

export interface CampoScheda {
  readonly etichetta: string;
  readonly valore: ReactNode;
}

export interface SchedaRiga {
  readonly chiave: Key;
  /** What names the row: the card's title. */
  readonly titolo: ReactNode;
  /** A line under the title (what the named thing belongs to, say). */
  readonly sottotitolo?: ReactNode;
  readonly campi: readonly CampoScheda[];
  readonly azioni?: ReactNode;
  /** What a row's action opens inside its card (an explanation, say). */
  readonly altro?: ReactNode;
}

/**
 * A table that is not a react-admin list (a ranking, say), drawn on a phone as one card a row, with the look of the
 * lists' cards (DataCards): nothing to scroll sideways. Needs no react-admin, so that the public pages can use it.
 */
export const SchedeRighe = ({
  etichetta,
  schede,
  ordinate = false,
}: {
  etichetta: string;
  schede: readonly SchedaRiga[];
  /** An ordered list, where the order is the point (a ranking). */
  ordinate?: boolean;
}) => (
  <ElencoSchede as={ordinate ? 'ol' : 'ul'} aria-label={etichetta}>
    {schede.map(({ chiave, titolo, sottotitolo, campi, azioni, altro }) => (
      <li key={chiave}>
        <div className="scheda-contenuto">
          <p className="scheda-titolo">{titolo}</p>
          {sottotitolo && <p className="scheda-sottotitolo">{sottotitolo}</p>}
          {campi.length > 0 && (
            <dl>
              {campi.map(({ etichetta: nome, valore }) => (
                <Fragment key={nome}>
                  <dt>{nome}</dt>
                  <dd>{valore}</dd>
                </Fragment>
              ))}
            </dl>
          )}
        </div>
        {azioni && <div className="scheda-azioni">{azioni}</div>}
        {altro}
      </li>
    ))}
  </ElencoSchede>
);
