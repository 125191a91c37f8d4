import { useTranslate } from 'react-admin';
import { useActionAllowed } from '../../../../src/engine/actions/useActionAllowed';
import { FileIstruttoria } from '../istruttoria/FileIstruttoria';
import { NoteIstruttoria } from '../istruttoria/NoteIstruttoria';
import type { SchedaDomandaProps } from '../schede';

/** The review's notes and files: written by the instructor in charge while it lasts, read by the review's readers. */
export const SchedaIstruttoria = ({ domanda }: SchedaDomandaProps) => {
  const translate = useTranslate();
  const scrivibile = useActionAllowed('allegatiIstruttoria', 'carica', domanda as never);
  return (
    <>
      <NoteIstruttoria
        idDomanda={domanda.idDomanda}
        scrivibile={scrivibile}
        titolo={translate('domande.istruttoria.note')}
      />
      <FileIstruttoria
        idDomanda={domanda.idDomanda}
        scrivibile={scrivibile}
        titolo={translate('domande.istruttoria.file')}
      />
    </>
  );
};
