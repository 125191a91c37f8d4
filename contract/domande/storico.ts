import { Type, type Static } from 'typebox';
import { Intero } from '../interi';
import { Istante, Nullable } from '../programmi/record';
import { elenco } from '../elenco';
import { StatoDomanda } from './record';
import { VEDENTI_DOMANDE, VISIBILITA_DOMANDE } from './vedenti';

/** One line of an application's history (table `domanda_audit`), with names where the table keeps codes. */
export const VoceStoricoDomanda = Type.Object(
  {
    idAudit: Intero(),
    eseguitoIl: Istante,
    azione: Type.String({ description: 'Azione della policy (o della graduatoria) che ha scritto la riga' }),
    descrizioneAzione: Type.String(),
    utente: Type.String({ description: 'Utente, o il client del portale esterno' }),
    nominativo: Type.String({ description: 'Nome e cognome di chi ha agito' }),
    ruolo: Type.String(),
    descrizioneRuolo: Type.String(),
    statoDa: Nullable(StatoDomanda),
    descrizioneStatoDa: Nullable(Type.String()),
    statoA: Nullable(StatoDomanda),
    descrizioneStatoA: Nullable(Type.String()),
    note: Nullable(Type.String()),
  },
  { $id: 'VoceStoricoDomanda' },
);
export type VoceStoricoDomanda = Static<typeof VoceStoricoDomanda>;

/** The history of an application, in its Storico tab: whoever reads the application reads it. */
export const storicoDomandaSchema = elenco<VoceStoricoDomanda>({
  name: 'storicoDomanda',
  idField: 'idAudit',
  label: { one: 'Azione', many: 'Storico della domanda' },
  fields: [
    { source: 'eseguitoIl', label: 'Data', type: 'datetime' },
    { source: 'nominativo', label: 'Chi', type: 'text' },
    { source: 'descrizioneRuolo', label: 'Ruolo', type: 'text' },
    { source: 'descrizioneAzione', label: 'Azione', type: 'text' },
    { source: 'descrizioneStatoDa', label: 'Da stato', type: 'text' },
    { source: 'descrizioneStatoA', label: 'A stato', type: 'text' },
    { source: 'note', label: 'Note', type: 'longtext' },
  ],
  path: '/apigen/domanda/getStoricoDomanda/{idDomanda}',
  parent: { resource: 'domande', param: 'idDomanda' },
  access: { list: VEDENTI_DOMANDE },
  visibility: VISIBILITA_DOMANDE,
});
