import { useTranslate } from 'react-admin';
import type { AllegatoIstruttoria } from '../../../../contract/istruttoriaDomanda/record';
import { ElencoFileCaricabili } from '../../../allegati/file/ElencoFileCaricabili';

interface Props {
  readonly idDomanda: number;
  readonly scrivibile: boolean;
  readonly titolo: string;
}

/** The instructor's files of the review (reports, checks), with upload, download and delete. */
export const FileIstruttoria = ({ idDomanda, scrivibile, titolo }: Props) => {
  const translate = useTranslate();
  return (
    <ElencoFileCaricabili<AllegatoIstruttoria>
      resource="allegatiIstruttoria"
      proprietario={{ idDomanda }}
      massimo={500}
      scrivibile={scrivibile}
      testi={{
        titolo,
        nessuno: translate('domande.istruttoria.nessunFile'),
        carica: translate('domande.istruttoria.caricaFile'),
        eliminare: (nome) => translate('domande.allegati.eliminare', { nome }),
      }}
      individua={({ idAllegato }) => ({ chiave: idAllegato, scarica: { idAllegato } })}
    />
  );
};
