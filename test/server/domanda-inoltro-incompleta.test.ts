import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { righe } from '../../server/src/db/sql';
import { D, apriPortaleDomande, inserisciDomanda, statoDomanda, type PortaleDomande } from './support/domande';

/** Forwarding refused on the hard case: everything complete but one thing of one of two beneficiaries. */
let portale: PortaleDomande;
beforeAll(async () => {
  portale = await apriPortaleDomande();
});
afterAll(async () => portale?.close());

/** A second beneficiary with every required attachment and no site. */
async function beneficiarioSenzaSede(idDomanda: number): Promise<number> {
  const [{ id }] = await righe<{ id: number }>(
    portale.db,
    sql`INSERT INTO beneficiario_domanda (id_domanda, codice_fiscale, denominazione, investimento_richiesto)
      VALUES (${idDomanda}, '11122233346', 'Cantina dei Colli', 100000) RETURNING id_beneficiario AS id`,
  );
  await portale.db.execute(sql`INSERT INTO allegato_domanda (id_domanda, id_beneficiario, id_categoria, data_scadenza,
      chiave_file, nome_file, tipo_file, dimensione, sha256, caricato_da)
    SELECT ${idDomanda}, ${id}, id_categoria, CASE WHEN richiede_scadenza THEN current_date + 90 END,
      ${randomUUID()}::uuid, 'documento.pdf', 'pdf', 100, repeat('0', 64), 'proponente1'
    FROM categoria_allegato_domanda WHERE ambito = 'BENEFICIARIO' AND obbligatoria`);
  await portale.db.execute(
    sql`UPDATE domanda SET n_beneficiari = 2, importo_richiesto = 350000 WHERE id_domanda = ${idDomanda}`,
  );
  return id;
}

describe('forwarding an application with one beneficiary of two without a site', () => {
  it('is refused, naming that beneficiary on its field, and the application stays a draft', async () => {
    const idDomanda = await inserisciDomanda(portale.db, { idBando: portale.idBandoDC });
    const senzaSede = await beneficiarioSenzaSede(idDomanda);
    const { status, body } = await portale.chiama('proponente1', 'GET', `${D}/inoltraDomanda/${idDomanda}`);
    expect(status).toBe(409);
    expect(body.errors).toEqual({
      [`beneficiari.${senzaSede}.sedi`]: 'Aggiungere una sede operativa al beneficiario «Cantina dei Colli»',
    });
    expect(await statoDomanda(portale.db, idDomanda)).toBe('BOZZA');
  });
});
