import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { FirmaAllegato } from '../../../contract/allegati/firma';

/**
 * What the portal read of a file's signature, under its name: «Firmato da Mario Rossi (RSSMRA80A01H501U), valida»,
 * or why it is not valid (the server's reason, in Italian).
 */
export const EsitoFirma = ({ firma }: { firma: FirmaAllegato }) => {
  const translate = useTranslate();
  const nome = firma.firmatario ?? translate('portale.allegati.signature.unknown_signer');
  const signer = firma.codiceFiscale
    ? translate('portale.allegati.signature.with_fiscal_code', { name: nome, code: firma.codiceFiscale })
    : nome;
  const testo = firma.valida
    ? translate('portale.allegati.signature.valid', { signer })
    : firma.firmatario
      ? translate('portale.allegati.signature.invalid', { signer, reason: firma.motivo })
      : translate('portale.allegati.signature.unreadable', { reason: firma.motivo });
  return (
    <Typography variant="body2" color={firma.valida ? 'text.secondary' : 'error'}>
      {testo}
    </Typography>
  );
};
