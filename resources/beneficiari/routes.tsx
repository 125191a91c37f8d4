import { lazy } from 'react';
import { Route, useParams } from 'react-router-dom';
import { i18nProvider } from '../../i18n';

// The page arrives with the screens' Italian texts, which the first screen does not carry.
const BeneficiarioDettaglio = lazy(() =>
  Promise.all([import('./dettaglio/BeneficiarioDettaglio'), i18nProvider.loadScreenTexts()]).then(([module]) => ({
    default: module.BeneficiarioDettaglio,
  })),
);

const DettaglioBeneficiario = () => {
  const { idBando = '', idProgrammaInvestimento = '', idBeneficiario = '' } = useParams();
  return (
    <BeneficiarioDettaglio idBando={idBando} idProgramma={idProgrammaInvestimento} idBeneficiario={idBeneficiario} />
  );
};

/** A beneficiary's detail, under its programme's deep link. */
export const beneficiariRoutes = [
  <Route
    key="beneficiario"
    path={
      '/dettaglioProgrammaInvestimento/idBando/:idBando/idProgrammaInvestimento/:idProgrammaInvestimento' +
      '/beneficiario/:idBeneficiario'
    }
    element={<DettaglioBeneficiario />}
  />,
];
