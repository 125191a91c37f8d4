import { useTranslate } from 'react-admin';
import { SchedeDelDettaglio, useSchedeLeggibili } from '../../../src/layout/SchedeDelDettaglio';
import type { BeneficiarioConId } from './scheda';
import { SCHEDE_BENEFICIARIO } from './schede';

/** The beneficiary's tabs, only those the person may read. */
export const SchedeBeneficiario = ({ beneficiario }: { beneficiario: BeneficiarioConId }) => {
  const translate = useTranslate();
  const { schede, aperta, apri } = useSchedeLeggibili(SCHEDE_BENEFICIARIO, 'beneficiari');
  const { titolo, Contenuto } = aperta;
  return (
    <SchedeDelDettaglio
      etichetta={translate('portale.beneficiari.sections')}
      schede={schede.map((scheda) => ({ valore: scheda.titolo, etichetta: translate(scheda.titolo) }))}
      aperta={titolo}
      onApri={apri}
    >
      <Contenuto beneficiario={beneficiario} />
    </SchedeDelDettaglio>
  );
};
