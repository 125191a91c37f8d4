import { Route, useParams } from 'react-router-dom';
import { NotFoundPage } from '../pages/NotFoundPage';
import { PlaceholderPage } from '../pages/PlaceholderPage';

const HOME = { label: 'Lista bandi', to: '/' };
const PROGRAMMI_PREFIX = 'listaProgrammi';

const ListaProgrammi = () => {
  const { idBando } = useParams();
  return <PlaceholderPage title={`Programmi di investimento del bando ${idBando}`} trail={[HOME]} />;
};

/** `/listaProgrammi{tipologia}/:idBando`: react-router cannot match part of a segment, so this checks the prefix. */
const ListaProgrammiPerTipologia = () => {
  const { segment = '', idBando } = useParams();
  if (!segment.startsWith(PROGRAMMI_PREFIX)) return <NotFoundPage />;
  const tipologia = segment.slice(PROGRAMMI_PREFIX.length);
  return <PlaceholderPage title={`Programmi di investimento del bando ${idBando} (tipologia ${tipologia})`} trail={[HOME]} />;
};

const ListaDomande = () => {
  const { idBando } = useParams();
  return <PlaceholderPage title={`Domande del bando ${idBando}`} trail={[HOME]} />;
};

const DettaglioProgramma = () => {
  const { idBando, idProgrammaInvestimento } = useParams();
  const programmi = { label: `Programmi del bando ${idBando}`, to: `/listaProgrammi/${idBando}` };
  return <PlaceholderPage title={`Programma di investimento ${idProgrammaInvestimento}`} trail={[HOME, programmi]} />;
};

const DettaglioDomanda = () => {
  const { idBando, idDomanda } = useParams();
  const domande = { label: `Domande del bando ${idBando}`, to: `/listaProgrammiDC/${idBando}` };
  return <PlaceholderPage title={`Domanda ${idDomanda}`} trail={[HOME, domande]} />;
};

/** Spec §2 routes reached from the call list; their pages are still being built. */
export const programmiRoutes = [
  <Route key="dc" path="/listaProgrammiDC/:idBando" element={<ListaDomande />} />,
  <Route key="v" path="/listaProgrammi/:idBando" element={<ListaProgrammi />} />,
  <Route key="tipologia" path="/:segment/:idBando" element={<ListaProgrammiPerTipologia />} />,
  <Route
    key="programma"
    path="/dettaglioProgrammaInvestimento/idBando/:idBando/idProgrammaInvestimento/:idProgrammaInvestimento"
    element={<DettaglioProgramma />}
  />,
  <Route key="domanda" path="/dettaglioProgrammaDC/idBando/:idBando/idDomanda/:idDomanda" element={<DettaglioDomanda />} />,
];
