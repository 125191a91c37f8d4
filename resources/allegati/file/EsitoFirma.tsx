import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { FirmaAllegato } from '../../../contract/allegati/firma';

/**
 * What the portal read of a file's signature, under its name: «Firmato da Mario Rossi (RSSMRA80A01H501U), valida»,
 * or why it is not valid (the server's reason, in Italian).
 */
export const EsitoFirma = ({ firma }: { firma: FirmaAllegato }) => {
  const translate = useTranslate();
  const chiave = 'portale.allegati.signature';
  const nome = firma.firmatario ?? translate(`${chiave}.unknown_signer`);
  const signer = firma.codiceFiscale
    ? translate(`${chiave}.with_fiscal_code`, { name: nome, code: firma.codiceFiscale })
    : nome;
  const testo = firma.valida
    ? translate(`${chiave}.valid`, { signer })
    : firma.firmatario
      ? translate(`${chiave}.invalid`, { signer, reason: firma.motivo })
      : translate(`${chiave}.unreadable`, { reason: firma.motivo });
  return (
    <Typography variant="body2" color={firma.valida ? 'text.secondary' : 'error'}>
      {testo}
    </Typography>
  );
};
