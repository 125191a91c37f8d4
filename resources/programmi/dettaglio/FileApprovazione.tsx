import type { RaRecord } from 'react-admin';
import { FILE_PROGRAMMA, FileDelProgramma } from '../../allegati/FileDelProgramma';
import type { ProgrammaRecord } from '../../../contract/programmi/schema';

const APPROVAZIONE = FILE_PROGRAMMA.find(({ azione }) => azione === 'fileApprovazione') as (typeof FILE_PROGRAMMA)[0];

/** Inside the approval dialog: the approval file the server needs, uploaded in place when it is missing. */
export const FileApprovazione = ({ record }: { record: RaRecord }) => (
  <FileDelProgramma
    file={APPROVAZIONE}
    programma={record as unknown as ProgrammaRecord}
    seManca="portale.programmi.approval_file_missing"
  />
);
