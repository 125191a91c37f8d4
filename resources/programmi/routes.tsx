import { Route, useParams } from 'react-router-dom';
import { PaginaConsentita } from '../../src/engine/PaginaConsentita';
import { NotFoundPage } from '../../src/pages/NotFoundPage';
import { Cruscotto, ProgrammaDettaglio, ProgrammiList } from './viste';

const PROGRAMMI_PREFIX = 'listaProgrammi';

const ListaProgrammi = () => (
  <PaginaConsentita resource="programmi" permission="list">
    <ProgrammiList />
  </PaginaConsentita>
);

/** `/listaProgrammi{tipologia}/:idBando`: react-router cannot match part of a segment, so this checks the prefix. */
const ListaProgrammiPerTipologia = () => {
  const { segment = '' } = useParams();
  if (!segment.startsWith(PROGRAMMI_PREFIX)) return <NotFoundPage />;
  return <ListaProgrammi />;
};

const DettaglioProgramma = () => (
  <PaginaConsentita resource="programmi" permission="show">
    <ProgrammaDettaglio idProgramma={useParams().idProgrammaInvestimento ?? ''} />
  </PaginaConsentita>
);

const CruscottoBando = () => (
  <PaginaConsentita resource="programmi" permission="list">
    <Cruscotto idBando={useParams().idBando ?? ''} />
  </PaginaConsentita>
);

/** The legacy routes of the programmes reached from the call list, and the call's dashboard. */
export const programmiRoutes = [
  <Route key="v" path="/listaProgrammi/:idBando" element={<ListaProgrammi />} />,
  <Route key="tipologia" path="/:segment/:idBando" element={<ListaProgrammiPerTipologia />} />,
  <Route
    key="programma"
    path="/dettaglioProgrammaInvestimento/idBando/:idBando/idProgrammaInvestimento/:idProgrammaInvestimento"
    element={<DettaglioProgramma />}
  />,
  <Route key="cruscotto" path="/cruscotto/:idBando" element={<CruscottoBando />} />,
];
