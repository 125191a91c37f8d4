import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SaveButton, TextInput, required, useGetList, useNotify, useTranslate, type RaRecord } from 'react-admin';
import { SalvaNotaIstruttoriaBody, type NotaIstruttoria } from '../../../../contract/istruttoriaDomanda/record';
import { limitiDi } from '../../../../contract/derivati';
import { limitValidatorsOf } from '../../../../src/engine/inputs';
import { Elimina } from '../../../allegati/file/PulsantiFile';
import { among, serverErrorsOnForm } from '../../../../src/engine/forms/serverErrors';
import { errorMessage } from '../../../../src/engine/actions/errorMessage';
import { usePortalDataProvider } from '../../../../src/engine/actions/usePortalDataProvider';
import { istante } from '../../../../src/engine/format';
import { ModuloNuovo } from '../../../../src/engine/forms/ModuloNuovo';

interface Props {
  readonly idDomanda: number;
  readonly scrivibile: boolean;
  readonly titolo: string;
}

/** The review notes, newest last; a rejection's reasons are among them. */
export const NoteIstruttoria = ({ idDomanda, scrivibile, titolo }: Props) => {
  const translate = useTranslate();
  const dataProvider = usePortalDataProvider();
  const notify = useNotify();
  const { data: note = [], refetch } = useGetList<NotaIstruttoria & RaRecord>('noteIstruttoria', {
    filter: { idDomanda },
    pagination: { page: 1, perPage: 500 },
  });
  const scrivi = async ({ testo }: Record<string, unknown>) => {
    try {
      await dataProvider.create('noteIstruttoria', { data: { idDomanda, testo } });
      notify(translate('domande.istruttoria.notaSalvata'), { type: 'success' });
      void refetch();
      return undefined;
    } catch (error) {
      const errori = serverErrorsOnForm(error, among(['testo']));
      if (!errori) notify(errorMessage(error), { type: 'error' });
      return errori?.form;
    }
  };
  return (
    <Stack component="section" spacing={1} sx={{ mb: 3 }} aria-label={titolo}>
      <Typography component="h3" variant="h6">
        {titolo}
      </Typography>
      {note.length === 0 && <Typography>{translate('domande.istruttoria.nessunaNota')}</Typography>}
      <ul>
        {note.map((nota) => (
          <li key={nota.idNota}>
            <Typography component="span" fontWeight={600}>
              {translate('domande.istruttoria.autoreIl', {
                autore: nota.nominativo,
                il: istante(nota.creataIl),
              })}
            </Typography>{' '}
            {nota.testo}{' '}
            {scrivibile && (
              <Elimina
                resource="noteIstruttoria"
                esegui={() => dataProvider.delete('noteIstruttoria', { id: nota.idNota, previousData: nota })}
                nome={translate('domande.istruttoria.notaDel', { il: istante(nota.creataIl) })}
                domanda={translate('domande.istruttoria.eliminareNota')}
                onEliminato={() => void refetch()}
              />
            )}
          </li>
        ))}
      </ul>
      {scrivibile && (
        <ModuloNuovo onSubmit={scrivi}>
          <TextInput
            source="testo"
            label={translate('domande.istruttoria.nuovaNota')}
            multiline
            minRows={3}
            validate={[required(), ...limitValidatorsOf(limitiDi(SalvaNotaIstruttoriaBody, 'testo'))]}
            FormHelperTextProps={{ role: 'alert' }}
          />
          <SaveButton label={translate('domande.istruttoria.salvaNota')} alwaysEnable />
        </ModuloNuovo>
      )}
    </Stack>
  );
};
