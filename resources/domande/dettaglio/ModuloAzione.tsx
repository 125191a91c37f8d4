import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { Form, SaveButton, useNotify, useRefresh, useTranslate, type RaRecord } from 'react-admin';
import { among, serverErrorsOnForm } from '../../../src/engine/forms/serverErrors';
import { errorMessage } from '../../../src/engine/actions/errorMessage';
import { usePortalDataProvider } from '../../../src/engine/actions/usePortalDataProvider';
import { inputsOf } from '../../../src/engine/inputs';
import type { AnyField } from '../../../src/engine/types';

interface Props {
  readonly titolo: string;
  readonly resource: string;
  readonly azione: string;
  /** The record the action applies to (it fills the call's path). */
  readonly record: RaRecord;
  readonly campi: readonly AnyField[];
  readonly valori?: Record<string, unknown> | null;
  /** How the values travel: as the JSON body (with `corpo`'s fixed part) or as query parameters. */
  readonly invio: 'query' | { readonly corpo: Record<string, unknown> };
  /** The key of the server's list of what is missing that this form completes (a «completa in …» link reaches it). */
  readonly mancanza?: string;
}

/** One named action as an inline form: the server's field errors land on the fields, with what was typed kept. */
export const ModuloAzione = ({ titolo, resource, azione, record, campi, valori, invio, mancanza }: Props) => {
  const translate = useTranslate();
  const dataProvider = usePortalDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  const titoloId = useId();
  // The values it opened with: a refresh of the application (another form saved) must not wipe what is being typed.
  const [iniziali] = useState(() => valori ?? {});

  const salva = async (inviati: Record<string, unknown>) => {
    try {
      const payload = invio === 'query' ? { params: inviati } : { body: { ...invio.corpo, ...inviati } };
      await dataProvider.action(resource, azione, { record, ...payload });
      notify(translate('domande.moduli.salvato', { titolo }), { type: 'success' });
      refresh();
      return undefined;
    } catch (error) {
      const errori = serverErrorsOnForm(error, among(campi.map(({ source }) => source)));
      if (!errori) notify(errorMessage(error), { type: 'error' });
      return errori?.form;
    }
  };
  return (
    <Box component="section" aria-labelledby={titoloId} sx={{ mb: 3 }} data-fuoco={mancanza}>
      <Typography id={titoloId} component="h3" variant="h6" sx={{ mb: 1 }}>
        {titolo}
      </Typography>
      <Form record={iniziali} onSubmit={salva}>
        <Stack sx={{ maxWidth: 560 }}>{inputsOf(campi)}</Stack>
        <SaveButton label={translate('domande.moduli.salva', { titolo })} alwaysEnable />
      </Form>
    </Box>
  );
};
