import type { ComponentType } from 'react';
import { usePermissions, useTranslate } from 'react-admin';
import { isAllowed } from '../../../contract/policy';
import type { Role } from '../../../contract/roles';
import { SchedeDelDettaglio } from '../../../src/layout/SchedeDelDettaglio';
import { SCHEDE_DOMANDA, type SchedaDomanda, type SchedaDomandaProps } from './schede';
import { SchedaAllegati } from './tab/SchedaAllegati';
import { SchedaBeneficiari } from './tab/SchedaBeneficiari';
import { SchedaDatiGenerali } from './tab/SchedaDatiGenerali';
import { SchedaIstruttoria } from './tab/SchedaIstruttoria';
import { SchedaProponente } from './tab/SchedaProponente';
import { SchedaValutazione } from './valutazione/SchedaValutazione';
import { SchedaStorico } from './tab/SchedaStorico';

const CONTENUTI: Readonly<Record<SchedaDomanda, ComponentType<SchedaDomandaProps>>> = {
  datiGenerali: SchedaDatiGenerali,
  proponente: SchedaProponente,
  beneficiari: SchedaBeneficiari,
  allegati: SchedaAllegati,
  istruttoria: SchedaIstruttoria,
  valutazione: SchedaValutazione,
  storico: SchedaStorico,
};

interface Props extends Omit<SchedaDomandaProps, 'fuoco'> {
  readonly scheda: SchedaDomanda;
  /** Where a link of the page sends the focus (a tab, and the key of what to fix there). */
  readonly fuoco?: { readonly chiave?: string };
  readonly onScheda: (scheda: SchedaDomanda) => void;
}

/** The tabs the person may read; only the open one is mounted and loads its data. */
export const SchedeDomanda = ({ domanda, scheda, onScheda, fuoco }: Props) => {
  const translate = useTranslate();
  const { permissions: roles = [] } = usePermissions<Role[]>();
  // A tab with a read shows when one of the person's roles may read it in the application's state.
  const schede = SCHEDE_DOMANDA.filter(({ lettura, stati, statiDelRuolo }) =>
    lettura
      ? roles.some(
          (ruolo) =>
            isAllowed({ roles: [ruolo], resource: 'domande', permission: `read:${lettura}` }) &&
            (statiDelRuolo?.[ruolo] ?? stati ?? [domanda.idStato]).includes(domanda.idStato),
        )
      : !stati || stati.includes(domanda.idStato),
  );
  const aperta = schede.some(({ chiave }) => chiave === scheda) ? scheda : 'datiGenerali';
  const Contenuto = CONTENUTI[aperta];
  return (
    <SchedeDelDettaglio
      etichetta={translate('domande.schede.sezioni')}
      schede={schede.map(({ chiave }) => ({ valore: chiave, etichetta: translate(`domande.schede.${chiave}`) }))}
      aperta={aperta}
      onApri={onScheda}
      verso={fuoco}
    >
      <Contenuto domanda={domanda} fuoco={fuoco?.chiave} />
    </SchedeDelDettaglio>
  );
};
