import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useTranslate } from 'react-admin';
import type { AllegatoDossierRecord, TipologiaAllegato } from '../../contract/allegati/chiamate';
import { giorno } from '../../src/engine/format';
import { Elimina, Scarica } from './file/PulsantiFile';

/** A dash, not a word: the same in every language. */
const NESSUNA_DATA = '—';

export const ScadenzaAllegato = ({ allegato }: { allegato: AllegatoDossierRecord }) => {
  const translate = useTranslate();
  return allegato.dataScadenza ? (
    <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" alignItems="center">
      <span>{giorno(allegato.dataScadenza)}</span>
      {allegato.scaduto && <Chip size="small" color="error" label={translate('portale.allegati.expired')} />}
    </Stack>
  ) : (
    <>{NESSUNA_DATA}</>
  );
};

export interface PulsantiAllegatoProps {
  readonly allegato: AllegatoDossierRecord;
  readonly tipologia: TipologiaAllegato;
  readonly ambito: 'proponente' | 'beneficiario';
  /** `idProponente` or `idBeneficiario`. */
  readonly id: number;
  readonly modificabile: boolean;
  readonly onEliminato: () => void;
}

/** Download, and delete (after the person confirms) where the role and the programme's state allow it. */
export const PulsantiAllegato = ({
  allegato,
  tipologia,
  ambito,
  id,
  modificabile,
  onEliminato,
}: PulsantiAllegatoProps) => {
  const translate = useTranslate();
  const Nome = ambito === 'proponente' ? 'Proponente' : 'Beneficiario';
  const chiave = ambito === 'proponente' ? 'idProponente' : 'idBeneficiario';
  return (
    <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
      <Scarica
        resource="allegati"
        azione={`scarica${Nome}`}
        valori={{ idAllegato: allegato.idAllegato }}
        nome={allegato.nomeFile}
      />
      {modificabile && (
        <Elimina
          resource="allegati"
          azione={`cancella${Nome}`}
          valori={{ [chiave]: id, idAllegato: allegato.idAllegato }}
          nome={allegato.nomeFile}
          domanda={translate('portale.allegati.delete_question', {
            file: allegato.nomeFile,
            type: tipologia.descrizione,
          })}
          onEliminato={onEliminato}
        />
      )}
    </Stack>
  );
};

/** What a type without a file says in its row: whether the upload will ask for an expiry date. */
export const nessunAllegato = (tipologia: TipologiaAllegato) =>
  tipologia.richiedeScadenza ? 'portale.allegati.none_requires_expiry' : 'portale.allegati.none';
