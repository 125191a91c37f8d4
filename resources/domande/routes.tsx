import { Route, useParams } from 'react-router-dom';
import { PaginaConsentita } from '../../src/engine/PaginaConsentita';
import { NotFoundPage } from '../../src/pages/NotFoundPage';
import { CruscottoDomande, DomandaDettaglio, DomandeList, GraduatoriaBando } from './viste';

const ListaDomande = () => (
  <PaginaConsentita resource="domande" permission="list">
    <DomandeList idBando={useParams().idBando ?? ''} />
  </PaginaConsentita>
);

/** Only decimal digits are an id: any other address names no application, and the server need not be asked. */
const UN_ID = /^\d+$/;

const DettaglioDomanda = () => {
  const { idBando = '', idDomanda = '' } = useParams();
  if (!UN_ID.test(idBando) || !UN_ID.test(idDomanda)) return <NotFoundPage />;
  return (
    <PaginaConsentita resource="domande" permission="show">
      <DomandaDettaglio idDomanda={idDomanda} />
    </PaginaConsentita>
  );
};

const Graduatoria = () => (
  <PaginaConsentita resource="graduatorie" permission="show">
    <GraduatoriaBando idBando={useParams().idBando ?? ''} />
  </PaginaConsentita>
);

const Cruscotto = () => (
  <PaginaConsentita resource="domande" permission="list">
    <CruscottoDomande idBando={useParams().idBando ?? ''} />
  </PaginaConsentita>
);

/** The application pages, reached from a food-district call, and the call's ranking and dashboard. */
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
