import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { SaveButton, TextInput, required, useCanAccess, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { errorMessage } from '../../../src/engine/actions/errorMessage';
import { useOperazione } from '../../../src/startup/OperazioneContext';
import type { ProgrammaRecord } from '../../../contract/programmi/schema';
import { among, serverErrorsOnForm } from '../../../src/engine/forms/serverErrors';
import { dettaglioBeneficiarioPath } from '../percorsi';
import type { BeneficiarioRecord } from '../../../contract/beneficiari/schema';
import { CreaBeneficiarioParams, CreaBeneficiarioQuery } from '../../../contract/beneficiari/record';
import { limitiDi } from '../../../contract/derivati';
import { limitValidatorsOf } from '../../../src/engine/inputs';
import { ModuloNuovo } from '../../../src/engine/forms/ModuloNuovo';

/**
 * Adds a beneficiary by fiscal code, where the person may edit the programme's beneficiaries now (the server checks the
 * code, and says why it refuses it under the field), with the name the portal knows for it or, when it knows none, the
 * one written here; the new beneficiary's page opens, to fill in its data.
 */
export const AggiungiBeneficiario = ({ programma }: { programma: ProgrammaRecord }) => {
  const translate = useTranslate();
  const { readOnly } = useOperazione();
  // The same check as the server's: the action of an active beneficiary, in the programme's state.
  const { canAccess } = useCanAccess({
    resource: 'beneficiari',
    action: 'action:modifica',
    record: { ...programma, statoBeneficiario: 'ATTIVO' },
  });
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const navigate = useNavigate();
  const titoloId = useId();
  if (!canAccess || readOnly) return null;

  const aggiungi = async ({ codiceFiscale, denominazione }: Record<string, unknown>) => {
    try {
      const { data } = await dataProvider.create<BeneficiarioRecord & { id: number }>('beneficiari', {
        data: {
          idProgrammaInvestimento: programma.idProgrammaInvestimento,
          codiceFiscale: String(codiceFiscale).trim(),
          denominazione,
        },
      });
      notify('portale.beneficiari.add.done', { type: 'success' });
      navigate(dettaglioBeneficiarioPath(programma.idBando, programma.idProgrammaInvestimento, data.idBeneficiario));
      return undefined;
    } catch (failure) {
      const errori = serverErrorsOnForm(failure, among(['codiceFiscale', 'denominazione']));
      if (errori) return errori.form;
      // A refusal without field errors (already in the programme, say) is still about the code typed.
      notify(errorMessage(failure), { type: 'error' });
      return { codiceFiscale: translate(errorMessage(failure)) };
    }
  };
  return (
    <section aria-labelledby={titoloId}>
      <Typography id={titoloId} variant="h6" component="h2" sx={{ mb: 1 }}>
        {translate('portale.beneficiari.add.title')}
      </Typography>
      <Typography sx={{ mb: 1 }}>{translate('portale.beneficiari.add.hint')}</Typography>
      <ModuloNuovo onSubmit={aggiungi}>
        {/* Two fields and the button wrap rather than squeeze the button's words under large text. */}
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          useFlexGap
          flexWrap="wrap"
          alignItems={{ sm: 'flex-start' }}
        >
          <TextInput
            source="codiceFiscale"
            label="portale.beneficiari.add.code"
            validate={[required(), ...limitValidatorsOf(limitiDi(CreaBeneficiarioParams, 'codiceFiscale'))]}
            // The field's error, the server's included, is read out as an alert.
            FormHelperTextProps={{ role: 'alert' }}
          />
          {/* Needed only when the portal does not know the fiscal code: the server then asks for it on this field. */}
          <TextInput
            source="denominazione"
            label="portale.beneficiari.add.name"
            helperText="portale.beneficiari.add.nameHint"
            validate={limitValidatorsOf(limitiDi(CreaBeneficiarioQuery, 'denominazione'))}
            FormHelperTextProps={{ role: 'alert' }}
          />
          <SaveButton label="portale.beneficiari.add.title" alwaysEnable sx={{ mt: 1, flexShrink: 0 }} />
        </Stack>
      </ModuloNuovo>
    </section>
  );
};
