import Stack from '@mui/material/Stack';
import { SaveButton, useNotify, useRefresh } from 'react-admin';
import { errorMessage } from '../../../../src/engine/actions/errorMessage';
import { usePortalDataProvider } from '../../../../src/engine/actions/usePortalDataProvider';
import { inputsOf } from '../../../../src/engine/inputs';
import { fieldLabel } from '../../../../src/engine/labels';
import type { AnyField } from '../../../../src/engine/types';
import { REGIONI } from '../../../../contract/programmi/regioni';
import { beneficiariSchema } from '../../../../contract/beneficiari/schema';
import { SalvaBeneficiarioBody } from '../../../../contract/beneficiari/record';
import { conLimitiDi } from '../../../../contract/derivati';
import { ElencoDati } from '../moduli/ElencoDati';
import { among, serverErrorsOnForm } from '../../../../src/engine/forms/serverErrors';
import { usePuo } from '../moduli/usePuo';
import type { SchedaBeneficiarioProps } from '../scheda';
import { ModuloDelRecord } from '../../../../src/engine/forms/ModuloDelRecord';

/** A field of the beneficiary, named by the catalogue (these forms and lists are not under the resource's context). */
const campo = (source: string): AnyField => {
  const field = beneficiariSchema.fields.find((candidate) => candidate.source === source) as AnyField;
  return { ...field, label: fieldLabel(beneficiariSchema.name, field) };
};

/** What a person enters about a beneficiary, within the save's limits; the fiscal code is fixed at creation. */
const ANAGRAFICA: readonly AnyField[] = conLimitiDi(SalvaBeneficiarioBody, [
  ...[
    'denominazione',
    'cognome',
    'nome',
    'formaGiuridica',
    'dimensioneImpresa',
    'indirizzo',
    'comune',
    'provincia',
    'cap',
  ].map(campo),
  { ...campo('codRegione'), label: 'portale.beneficiari.data.region', type: 'select', choices: REGIONI },
  ...['mail', 'pec', 'note'].map(campo),
]);
const SOLO_LETTURA = [
  'codiceFiscale',
  'descrizioneRegione',
  'codiceCdp',
  'nominativoVecchio',
  'totaleInvestimenti',
  'totaleFabbisogni',
  'totaleCoperture',
].map(campo);

/** The beneficiary's registry data: a form where the person may change it, otherwise read only. */
export const SchedaDati = ({ beneficiario }: SchedaBeneficiarioProps) => {
  const puoModificare = usePuo('modifica', beneficiario);
  const dataProvider = usePortalDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  const record = beneficiario as unknown as Record<string, unknown>;

  const salva = async (valori: Record<string, unknown>) => {
    try {
      await dataProvider.action('beneficiari', 'modifica', { record, body: { ...record, ...valori } });
      notify('portale.beneficiari.data.saved', { type: 'success' });
      refresh();
      return undefined;
    } catch (error) {
      const errori = serverErrorsOnForm(error, among(ANAGRAFICA.map(({ source }) => source)));
      if (!errori) notify(errorMessage(error), { type: 'error' });
      return errori?.form;
    }
  };

  if (!puoModificare)
    return (
      <ElencoDati campi={[...SOLO_LETTURA.slice(0, 1), ...ANAGRAFICA, ...SOLO_LETTURA.slice(1)]} record={record} />
    );
  return (
    <Stack spacing={3}>
      <ElencoDati campi={SOLO_LETTURA} record={record} />
      <ModuloDelRecord record={record} onSubmit={salva}>
        <Stack spacing={1} sx={{ maxWidth: 640 }}>
          {inputsOf(ANAGRAFICA)}
          <div>
            <SaveButton label="portale.beneficiari.data.save" alwaysEnable />
          </div>
        </Stack>
      </ModuloDelRecord>
    </Stack>
  );
};
