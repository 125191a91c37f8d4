import { Route, useParams } from 'react-router-dom';
import { BeneficiarioDettaglio } from '../../resources/beneficiari';

const DettaglioBeneficiario = () => {
  const { idBando = '', idProgrammaInvestimento = '', idBeneficiario = '' } = useParams();
  return <BeneficiarioDettaglio idBando={idBando} idProgramma={idProgrammaInvestimento} idBeneficiario={idBeneficiario} />;
};

/** Routes of the dossier's own pages (a beneficiary's detail), mounted beside the programme routes. */
export const beneficiariRoutes = [
  <Route
    key="beneficiario"
    path="/dettaglioProgrammaInvestimento/idBando/:idBando/idProgrammaInvestimento/:idProgrammaInvestimento/beneficiario/:idBeneficiario"
    element={<DettaglioBeneficiario />}
  />,
];
