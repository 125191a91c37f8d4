import { sql } from 'drizzle-orm';
import type { GraduatoriaDaFinalizzare } from '../../../../contract/graduatoria/record';
import type { AppDatabase } from '../../db/database';
import { iso, lista, righe } from '../../db/sql';
import { IN_CORSO } from './finalizza';

export const FINALIZZARE_LA_GRADUATORIA = 'Finalizzare la graduatoria';

/**
 * The food-district calls `finalizzaGraduatoria` would accept now: some application evaluated, none still
 * in review or evaluation, the ranking not final. Waiting since the last evaluation was concluded; oldest first.
 */
export const graduatorieDaFinalizzare = (db: AppDatabase) =>
  righe<GraduatoriaDaFinalizzare>(
    db,
    sql`SELECT b.id_bando AS "idBando", b.descrizione AS "descrizioneBando", v.valutate AS "domandeValutate",
        ${iso(sql`v.ultima`)} AS "prontaDal", ${FINALIZZARE_LA_GRADUATORIA}::text AS "descrizioneIncarico"
      FROM bando b
        JOIN LATERAL (SELECT count(*) FILTER (WHERE d.id_stato = 'VALUTATA')::int AS valutate,
            count(*) FILTER (WHERE d.id_stato IN (${lista(IN_CORSO)}))::int AS in_corso,
            max(d.stato_dal) FILTER (WHERE d.id_stato = 'VALUTATA') AS ultima
          FROM domanda d WHERE d.id_bando = b.id_bando) v ON true
      WHERE b.tipologia = 'DC' AND v.valutate > 0 AND v.in_corso = 0
        AND NOT EXISTS (SELECT 1 FROM graduatoria g WHERE g.id_bando = b.id_bando)
      ORDER BY v.ultima, b.id_bando`,
  );
