import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId, useMemo } from 'react';
import { Form, SaveButton, SelectInput, required, useGetList, useNotify, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { AZIONI_PROGRAMMA } from '../../../contract/programmi/azioni';
import { fieldLabel } from '../../../src/engine/labels';
import type { ProgrammaRecord } from '../../../contract/programmi/schema';
import { errorMessage } from '../../../src/engine/actions/errorMessage';
import { usePortalDataProvider } from '../../../src/engine/actions/usePortalDataProvider';
import { among, serverErrorsOnForm } from '../../../src/engine/forms/serverErrors';
import { inputFor } from '../../../src/engine/inputs';
import type { AnyField } from '../../../src/engine/types';
import { dettaglioProgrammaPath } from '../percorsi';

const campo = (source: string): AnyField => {
  const field = (AZIONI_PROGRAMMA.creaProgramma.fields.find((declared) => declared.source === source) ?? {
    source,
  }) as AnyField;
  return { ...field, label: fieldLabel('programmi', field, { action: 'creaProgramma' }) };
};

const PRIMA_VOLTA = ['denominazione', 'codRegione'];

interface Props {
  readonly title: string;
  /** The call of the list, if the list is a call's own: the form does not ask for it. */
  readonly idBando?: number;
  /** The person's companies (their CUAA); none for the staff, who type the company's code. */
  readonly aziende: readonly string[];
  readonly onClose: () => void;
}

/** The names of the companies, as their programmes the person sees carry them. */
const useNomiAziende = (aziende: readonly string[]) => {
  const { data = [], isPending } = useGetList<ProgrammaRecord & { id: number }>(
    'programmi',
    { pagination: { page: 1, perPage: 100 }, sort: { field: 'idProgrammaInvestimento', order: 'DESC' } },
    { enabled: aziende.length > 0 },
  );
  const nomi = useMemo(
    () => new Map(data.filter((p) => aziende.includes(p.cuaa)).map((p) => [p.cuaa, p.denominazione])),
    [data, aziende],
  );
  // Until the names arrive a known company would read as a new one.
  return { nomi, isPending: aziende.length > 0 && isPending };
};

/** The name and region, asked only of a company at its first programme: a known company keeps its own. */
const DatiPrimaVolta = ({ note, nomi }: { note: string; nomi: ReadonlyMap<string, string> }) => {
  const cuaa = useWatch({ name: 'cuaa' }) as string | undefined;
  if (cuaa && nomi.has(cuaa)) return null;
  return (
    <>
      <Typography variant="body2" sx={{ mt: 1, mb: 1 }}>
        {note}
      </Typography>
      {PRIMA_VOLTA.map((source) => inputFor(campo(source)))}
    </>
  );
};

export const NuovoProgrammaDialog = ({ title, idBando, aziende, onClose }: Props) => {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const dataProvider = usePortalDataProvider();
  const titleId = useId();
  const { nomi, isPending } = useNomiAziende(aziende);
  const sceltaAzienda = aziende.map((cuaa) => ({
    id: cuaa,
    name: nomi.has(cuaa)
      ? translate('portale.programmi.new.company', { name: nomi.get(cuaa), cuaa })
      : translate('portale.programmi.new.company_new', { cuaa }),
  }));
  const inForm = among(['idBando', 'cuaa', ...PRIMA_VOLTA]);

  const crea = async (values: Record<string, unknown>) => {
    const known = nomi.has(String(values.cuaa));
    const params = Object.fromEntries(
      Object.entries({ ...values, idBando: idBando ?? values.idBando }).filter(
        ([name, value]) =>
          value !== undefined && value !== null && value !== '' && !(known && PRIMA_VOLTA.includes(name)),
      ),
    );
    try {
      const nuovo = await dataProvider.action<ProgrammaRecord>('programmi', 'creaProgramma', { params });
      notify('portale.actions.done', { type: 'success', messageArgs: { action: title } });
      navigate(dettaglioProgrammaPath(nuovo.idBando, nuovo.idProgrammaInvestimento));
      return undefined;
    } catch (failure) {
      const errori = serverErrorsOnForm(failure, inForm);
      if (errori) return errori.form;
      notify(errorMessage(failure), { type: 'error' });
      return undefined;
    }
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <Form
        onSubmit={crea}
        record={aziende.length === 1 ? { cuaa: aziende[0] } : {}}
        // The server's field errors are the ones to show; the inputs check what they can before sending.
        mode="onSubmit"
      >
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          {idBando === undefined && inputFor({ ...campo('idBando'), required: true })}
          {aziende.length > 0 ? (
            <SelectInput
              source="cuaa"
              label="portale.programmi.new.company_label"
              choices={sceltaAzienda}
              isPending={isPending}
              validate={required()}
            />
          ) : (
            inputFor({ ...campo('cuaa'), required: true })
          )}
          <DatiPrimaVolta note={translate('portale.programmi.new.first_time')} nomi={nomi} />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('portale.confirm.close')}</Button>
          <SaveButton label="portale.programmi.new.create" alwaysEnable icon={<span />} />
        </DialogActions>
      </Form>
    </Dialog>
  );
};
