import { Route, useParams } from 'react-router-dom';
import { CruscottoDomande, DomandaDettaglio, DomandeList, GraduatoriaBando } from './viste';

const ListaDomande = () => <DomandeList idBando={useParams().idBando ?? ''} />;

const DettaglioDomanda = () => <DomandaDettaglio idDomanda={useParams().idDomanda ?? ''} />;

const Graduatoria = () => <GraduatoriaBando idBando={useParams().idBando ?? ''} />;

const Cruscotto = () => <CruscottoDomande idBando={useParams().idBando ?? ''} />;

/** The application pages of spec §2, reached from a food-district call, and the call's ranking and dashboard. */
export const domandeRoutes = [
  <Route key="dc" path="/listaProgrammiDC/:idBando" element={<ListaDomande />} />,
  <Route
    key="domanda"
    path="/dettaglioProgrammaDC/idBando/:idBando/idDomanda/:idDomanda"
    element={<DettaglioDomanda />}
  />,
  <Route key="graduatoria" path="/graduatoria/:idBando" element={<Graduatoria />} />,
  <Route key="cruscottoDC" path="/cruscottoDC/:idBando" element={<Cruscotto />} />,
];
