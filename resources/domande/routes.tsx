import { Route, useParams } from 'react-router-dom';
import { DomandaDettaglio, DomandeList } from './viste';

const ListaDomande = () => <DomandeList idBando={useParams().idBando ?? ''} />;

const DettaglioDomanda = () => <DomandaDettaglio idDomanda={useParams().idDomanda ?? ''} />;

/** The application pages of spec §2, reached from a food-district call. */
export const domandeRoutes = [
  <Route key="dc" path="/listaProgrammiDC/:idBando" element={<ListaDomande />} />,
  <Route
    key="domanda"
    path="/dettaglioProgrammaDC/idBando/:idBando/idDomanda/:idDomanda"
    element={<DettaglioDomanda />}
  />,
];
