import { dettaglioProgrammaPath } from '../programmi/percorsi';

/** A beneficiary's page, under its programme's deep link, so the trail leads back to the programme. */
export const dettaglioBeneficiarioPath = (
  idBando: number | string,
  idProgramma: number | string,
  idBeneficiario: number | string,
) => `${dettaglioProgrammaPath(idBando, idProgramma)}/beneficiario/${idBeneficiario}`;
