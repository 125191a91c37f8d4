import { Route, useParams } from 'react-router-dom';
import { NotFoundPage } from '../../src/pages/NotFoundPage';
import { Cruscotto, ProgrammaDettaglio, ProgrammiList } from './viste';

const PROGRAMMI_PREFIX = 'listaProgrammi';

/** `/listaProgrammi{tipologia}/:idBando`: react-router cannot match part of a segment, so this checks the prefix. */
const ListaProgrammiPerTipologia = () => {
  const { segment = '' } = useParams();
  if (!segment.startsWith(PROGRAMMI_PREFIX)) return <NotFoundPage />;
  return <ProgrammiList />;
};

const DettaglioProgramma = () => <ProgrammaDettaglio idProgramma={useParams().idProgrammaInvestimento ?? ''} />;

const CruscottoBando = () => <Cruscotto idBando={useParams().idBando ?? ''} />;

/** Spec §2 routes of the programmes reached from the call list, and the call's dashboard. */
export const programmiRoutes = [
  <Route key="v" path="/listaProgrammi/:idBando" element={<ProgrammiList />} />,
  <Route key="tipologia" path="/:segment/:idBando" element={<ListaProgrammiPerTipologia />} />,
  <Route
    key="programma"
    path="/dettaglioProgrammaInvestimento/idBando/:idBando/idProgrammaInvestimento/:idProgrammaInvestimento"
    element={<DettaglioProgramma />}
  />,
  <Route key="cruscotto" path="/cruscotto/:idBando" element={<CruscottoBando />} />,
];
