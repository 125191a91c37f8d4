import { Route, useParams } from 'react-router-dom';
import { Cruscotto, ProgrammaDettaglio, ProgrammiList } from '../../resources/programmi';
import { NotFoundPage } from '../pages/NotFoundPage';
import { PlaceholderPage } from '../pages/PlaceholderPage';

const HOME = { label: 'Lista bandi', to: '/' };
const PROGRAMMI_PREFIX = 'listaProgrammi';

const ListaProgrammi = () => <ProgrammiList idBando={useParams().idBando} />;

/** `/listaProgrammi{tipologia}/:idBando`: react-router cannot match part of a segment, so this checks the prefix. */
const ListaProgrammiPerTipologia = () => {
  const { segment = '', idBando } = useParams();
  if (!segment.startsWith(PROGRAMMI_PREFIX)) return <NotFoundPage />;
  return <ProgrammiList idBando={idBando} />;
};

const ListaDomande = () => {
  const { idBando } = useParams();
  return <PlaceholderPage title={`Domande del bando ${idBando}`} trail={[HOME]} />;
};

const DettaglioProgramma = () => <ProgrammaDettaglio idProgramma={useParams().idProgrammaInvestimento ?? ''} />;

const CruscottoBando = () => <Cruscotto idBando={useParams().idBando ?? ''} />;

const DettaglioDomanda = () => {
  const { idBando, idDomanda } = useParams();
  const domande = { label: `Domande del bando ${idBando}`, to: `/listaProgrammiDC/${idBando}` };
  return <PlaceholderPage title={`Domanda ${idDomanda}`} trail={[HOME, domande]} />;
};

/** Spec §2 routes reached from the call list (the applications' pages are still being built), and the call's dashboard. */
export const programmiRoutes = [
  <Route key="dc" path="/listaProgrammiDC/:idBando" element={<ListaDomande />} />,
  <Route key="v" path="/listaProgrammi/:idBando" element={<ListaProgrammi />} />,
  <Route key="tipologia" path="/:segment/:idBando" element={<ListaProgrammiPerTipologia />} />,
  <Route
    key="programma"
    path="/dettaglioProgrammaInvestimento/idBando/:idBando/idProgrammaInvestimento/:idProgrammaInvestimento"
    element={<DettaglioProgramma />}
  />,
  <Route key="cruscotto" path="/cruscotto/:idBando" element={<CruscottoBando />} />,
  <Route key="domanda" path="/dettaglioProgrammaDC/idBando/:idBando/idDomanda/:idDomanda" element={<DettaglioDomanda />} />,
];
