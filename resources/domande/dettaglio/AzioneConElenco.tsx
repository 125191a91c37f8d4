import Button from '@mui/material/Button';
import { useState } from 'react';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import { AZIONI_DOMANDA } from '../../../contract/domande/azioni';
import { actionInLanguage } from '../../../src/engine/labels';
import type { DomandaRecord } from '../../../contract/domande/schema';
import { ConfirmDialog } from '../../../src/components/feedback/ConfirmDialog';
import { errorMessage } from '../../../src/engine/actions/errorMessage';
import { useDopoAzione } from '../../../src/engine/actions/LuogoDelleAzioni';
import { isConflict } from '../../../src/engine/actions/refusal';
import { useActionAllowed } from '../../../src/engine/actions/useActionAllowed';
import { usePortalDataProvider } from '../../../src/engine/actions/usePortalDataProvider';
import { ELENCHI_MANCANZE, type AzioneConMancanze } from './schede';

/** The server's list of what is missing (409, one text per key); `root` is the data provider's copy of the message. */
const mancanzeDi = (error: unknown): Record<string, string> | undefined => {
  const { status, body } = (error ?? {}) as { status?: number; body?: { errors?: Record<string, unknown> } };
  if (status !== 409 || !body?.errors) return undefined;
  const voci = Object.entries(body.errors).filter(
    (voce): voce is [string, string] => voce[0] !== 'root' && typeof voce[1] === 'string',
  );
  return voci.length > 0 ? Object.fromEntries(voci) : undefined;
};

interface Props {
  readonly nome: AzioneConMancanze;
  readonly domanda: DomandaRecord & { id: number };
  readonly onMancanze: (mancanze: Record<string, string> | undefined) => void;
}

/**
 * 'Inoltra domanda' and 'Concludi valutazione': a refusal for what is missing hands its list to the page, which says
 * where to complete each item.
 */
export const AzioneConElenco = ({ nome, domanda, onMancanze }: Props) => {
  const translate = useTranslate();
  const dataProvider = usePortalDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  const dopoAzione = useDopoAzione();
  const [aperta, setAperta] = useState(false);
  const [inCorso, setInCorso] = useState(false);
  const consentita = useActionAllowed('domande', nome, domanda);
  if (!consentita) return null;
  const azione = actionInLanguage(translate, 'domande', nome, AZIONI_DOMANDA[nome]);
  const { label } = azione;

  const conferma = async () => {
    setInCorso(true);
    try {
      await dataProvider.action('domande', nome, { record: domanda });
      onMancanze(undefined);
      notify(translate(ELENCHI_MANCANZE[nome].fatto), { type: 'success' });
      dopoAzione?.();
      refresh();
    } catch (error) {
      const mancanze = mancanzeDi(error);
      onMancanze(mancanze);
      if (!mancanze) notify(errorMessage(error), { type: 'error' });
      // Refused as stale (forwarded or concluded meanwhile, elsewhere): the page shows the record as it is now.
      if (isConflict(error)) {
        if (!mancanze) dopoAzione?.();
        refresh();
      }
    } finally {
      setInCorso(false);
      setAperta(false);
    }
  };
  return (
    <>
      <Button size="small" variant="contained" onClick={() => setAperta(true)}>
        {label}
      </Button>
      <ConfirmDialog
        open={aperta}
        title={label}
        message={azione.confirm}
        loading={inCorso}
        onClose={() => setAperta(false)}
        onConfirm={conferma}
      />
    </>
  );
};
