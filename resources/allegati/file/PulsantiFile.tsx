import DeleteIcon from '@mui/icons-material/Delete';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import type { Values } from '../../../dataProvider/endpointRequest';
import { DownloadButton } from '../../../src/engine/actions/DownloadButton';
import { errorMessage } from '../../../src/engine/actions/errorMessage';
import { usePortalDataProvider } from '../../../src/engine/actions/usePortalDataProvider';
import { ConfirmDialog } from '../../../src/components/feedback/ConfirmDialog';

interface ScaricaProps {
  readonly resource: string;
  readonly azione: string;
  /** Fills the download's path (`idAllegato`, `idProgrammaInvestimento`…). */
  readonly valori: Values;
  /** What the button downloads, for its accessible name ('Scarica relazione.pdf'). */
  readonly nome: string;
  readonly etichetta?: string;
}

export const Scarica = ({ resource, azione, valori, nome, etichetta }: ScaricaProps) => {
  const translate = useTranslate();
  return (
    <DownloadButton
      resource={resource}
      name={azione}
      label={etichetta ?? translate('portale.allegati.download')}
      record={{ id: nome, ...valori }}
      recordName={nome}
    />
  );
};

interface EliminaProps {
  readonly resource: string;
  /** A named delete action with its parameters, or `esegui` for a resource's own delete. */
  readonly azione?: string;
  readonly valori?: Values;
  readonly esegui?: () => Promise<unknown>;
  readonly nome: string;
  /** The question of the confirm dialog. */
  readonly domanda: string;
  readonly onEliminato: () => void;
}

/** Deletes after the person confirms; the dialog holds the focus and gives it back to the button. */
export const Elimina = ({ resource, azione, valori, esegui, nome, domanda, onEliminato }: EliminaProps) => {
  const dataProvider = usePortalDataProvider();
  const notify = useNotify();
  const translate = useTranslate();
  const [aperta, setAperta] = useState(false);
  const [inCorso, setInCorso] = useState(false);

  const conferma = async () => {
    setInCorso(true);
    try {
      await (esegui ? esegui() : dataProvider.action(resource, azione ?? 'elimina', { params: valori }));
      notify('portale.allegati.deleted', { type: 'success', messageArgs: { name: nome } });
      setAperta(false);
      onEliminato();
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
    } finally {
      setInCorso(false);
    }
  };
  return (
    <>
      <Button
        size="small"
        color="error"
        startIcon={<DeleteIcon />}
        aria-label={translate('portale.allegati.delete_of', { name: nome })}
        onClick={() => setAperta(true)}
      >
        {translate('portale.allegati.delete')}
      </Button>
      <ConfirmDialog
        open={aperta}
        title={translate('portale.allegati.delete_title')}
        message={domanda}
        loading={inCorso}
        onClose={() => setAperta(false)}
        onConfirm={conferma}
      />
    </>
  );
};
