import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SaveButton, TextInput, required, useNotify, useTranslate } from 'react-admin';
import { among, serverErrorsOnForm } from '../../../../src/engine/forms/serverErrors';
import { errorMessage } from '../../../../src/engine/actions/errorMessage';
import { usePortalDataProvider } from '../../../../src/engine/actions/usePortalDataProvider';
import { limitValidatorsOf } from '../../../../src/engine/inputs';
import { CreaBeneficiarioParams, CreaBeneficiarioQuery } from '../../../../contract/beneficiariDomanda/record';
import { limitiDi } from '../../../../contract/derivati';
import { ModuloNuovo } from '../../../../src/engine/forms/ModuloNuovo';

/**
 * A beneficiary enters the application by its fiscal code (check digits verified by the server), with the name the
 * portal knows for it or, when it knows none, the one written here.
 */
export const AggiungiBeneficiario = ({ idDomanda, onAggiunto }: { idDomanda: number; onAggiunto: () => void }) => {
  const translate = useTranslate();
  const dataProvider = usePortalDataProvider();
  const notify = useNotify();
  const aggiungi = async ({ codiceFiscale, denominazione }: Record<string, unknown>) => {
    try {
      await dataProvider.create('beneficiariDomanda', { data: { idDomanda, codiceFiscale, denominazione } });
      notify(translate('domande.beneficiari.aggiunto', { codiceFiscale }), { type: 'success' });
      onAggiunto();
      return undefined;
    } catch (error) {
      const errori = serverErrorsOnForm(error, among(['codiceFiscale', 'denominazione']));
      if (!errori) notify(errorMessage(error), { type: 'error' });
      return errori?.form;
    }
  };
  return (
    <Stack
      component="section"
      sx={{ mt: 3 }}
      aria-label={translate('domande.beneficiari.aggiungi')}
      data-fuoco="beneficiari"
    >
      <Typography component="h3" variant="h6">
        {translate('domande.beneficiari.aggiungi')}
      </Typography>
      <ModuloNuovo onSubmit={aggiungi}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'center' }}>
          <TextInput
            source="codiceFiscale"
            label={translate('domande.beneficiari.codiceFiscale')}
            validate={[required(), ...limitValidatorsOf(limitiDi(CreaBeneficiarioParams, 'codiceFiscale'))]}
            FormHelperTextProps={{ role: 'alert' }}
          />
          {/* Needed only when the portal does not know the fiscal code: the server then asks for it on this field. */}
          <TextInput
            source="denominazione"
            label={translate('domande.beneficiari.denominazione')}
            helperText={translate('domande.beneficiari.denominazioneAiuto')}
            validate={limitValidatorsOf(limitiDi(CreaBeneficiarioQuery, 'denominazione'))}
            FormHelperTextProps={{ role: 'alert' }}
          />
          <SaveButton label={translate('domande.beneficiari.aggiungi')} alwaysEnable />
        </Stack>
      </ModuloNuovo>
    </Stack>
  );
};
