import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useGetList, useTranslate, type RaRecord } from 'react-admin';
import type { BeneficiarioDomanda } from '../../../../contract/beneficiariDomanda/record';
import { useActionAllowed } from '../../../../src/engine/actions/useActionAllowed';
import { formatValue } from '../../../../src/engine/format';
import type { AnyField } from '../../../../src/engine/types';
import { AggiungiBeneficiario } from '../beneficiari/AggiungiBeneficiario';
import { DettaglioBeneficiario } from '../beneficiari/DettaglioBeneficiario';
import type { SchedaDomandaProps } from '../schede';

const EURO = { source: 'investimentoRichiesto', type: 'currency' } as AnyField;

/** The district's beneficiaries, each with its data, operating sites and files. */
export const SchedaBeneficiari = ({ domanda }: SchedaDomandaProps) => {
  const translate = useTranslate();
  const modificabile = useActionAllowed('domande', 'modifica', domanda as never);
  const { data: beneficiari = [], refetch } = useGetList<BeneficiarioDomanda & RaRecord>('beneficiariDomanda', {
    filter: { idDomanda: domanda.idDomanda },
    pagination: { page: 1, perPage: 500 },
  });
  return (
    <>
      {beneficiari.length === 0 && <Typography sx={{ mb: 2 }}>{translate('domande.beneficiari.nessuno')}</Typography>}
      {beneficiari.map((beneficiario) => (
        <Accordion key={beneficiario.idBeneficiario} disableGutters>
          <AccordionSummary expandIcon={<ExpandMoreIcon />} data-fuoco={`beneficiari.${beneficiario.idBeneficiario}`}>
            <Typography component="h3" fontWeight={600}>
              {translate('domande.beneficiari.riepilogo', {
                denominazione: beneficiario.denominazione,
                codiceFiscale: beneficiario.codiceFiscale,
                investimento: formatValue(EURO, beneficiario.investimentoRichiesto),
                smart_count: beneficiario.nSedi,
              })}
            </Typography>
          </AccordionSummary>
          <AccordionDetails>
            <DettaglioBeneficiario
              beneficiario={beneficiario}
              modificabile={modificabile}
              onCambiato={() => void refetch()}
            />
          </AccordionDetails>
        </Accordion>
      ))}
      {modificabile && <AggiungiBeneficiario idDomanda={domanda.idDomanda} onAggiunto={() => void refetch()} />}
    </>
  );
};
