import Stack from '@mui/material/Stack';
import { SaveButton, useNotify, useTranslate } from 'react-admin';
import { SalvaBeneficiarioDomandaBody, type BeneficiarioDomanda } from '../../../../contract/beneficiariDomanda/record';
import { conLimitiDi } from '../../../../contract/derivati';
import { among, serverErrorsOnForm } from '../../../../src/engine/forms/serverErrors';
import { errorMessage } from '../../../../src/engine/actions/errorMessage';
import { usePortalDataProvider } from '../../../../src/engine/actions/usePortalDataProvider';
import { inputsOf } from '../../../../src/engine/inputs';
import type { AnyField } from '../../../../src/engine/types';
import { ModuloDelRecord } from '../../../../src/engine/forms/ModuloDelRecord';

interface Props {
  readonly beneficiario: BeneficiarioDomanda;
  readonly campi: readonly AnyField[];
  readonly onSalvato: () => void;
}

/** The beneficiary's name, requested investment and contacts; the server's field errors land on the fields. */
export const DatiBeneficiario = ({ beneficiario, campi, onSalvato }: Props) => {
  const translate = useTranslate();
  const dataProvider = usePortalDataProvider();
  const notify = useNotify();
  const salva = async (valori: Record<string, unknown>) => {
    try {
      await dataProvider.update('beneficiariDomanda', {
        id: beneficiario.idBeneficiario,
        data: valori,
        previousData: { ...beneficiario, id: beneficiario.idBeneficiario },
      });
      notify(translate('domande.beneficiari.salvato', { denominazione: valori.denominazione }), { type: 'success' });
      onSalvato();
      return undefined;
    } catch (error) {
      const errori = serverErrorsOnForm(error, among(campi.map(({ source }) => source)));
      if (!errori) notify(errorMessage(error), { type: 'error' });
      return errori?.form;
    }
  };
  const required = conLimitiDi(SalvaBeneficiarioDomandaBody, campi).map((campo) =>
    campo.source === 'denominazione' || campo.source === 'investimentoRichiesto' ? { ...campo, required: true } : campo,
  );
  return (
    <ModuloDelRecord record={beneficiario} onSubmit={salva}>
      <Stack sx={{ maxWidth: 560 }}>{inputsOf(required)}</Stack>
      <SaveButton
        label={translate('domande.beneficiari.salva', { denominazione: beneficiario.denominazione })}
        alwaysEnable
      />
    </ModuloDelRecord>
  );
};
