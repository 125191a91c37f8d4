import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apriDossier, B, CF, type Dossier } from './support/dossier';

let dossier: Dossier;
let bozza: number;
beforeAll(async () => {
  dossier = await apriDossier();
  bozza = await dossier.programma('BOZZA');
  // Another programme already names the company 00743110157; this draft has no beneficiary yet.
  const altro = await dossier.programma('BOZZA');
  await dossier.portale.db.execute(
    sql`INSERT INTO beneficiario (id_programma_investimento, codice_fiscale, denominazione)
      VALUES (${altro}, ${CF.azienda}, 'Oleificio Sabino S.r.l.')`,
  );
});
afterAll(async () => dossier?.portale.close());

const crea = (codiceFiscale: string, query = '') =>
  dossier.chiama('proponente1', 'POST', `${B}/creaBeneficiario/${bozza}/${codiceFiscale}${query}`);

describe("a programme's beneficiary added by fiscal code carries a name", () => {
  it('the proponent itself takes its company name', async () => {
    const risposta = await crea(CF.altraAzienda);
    expect(risposta.status).toBe(201);
    expect(risposta.body).toMatchObject({
      codiceFiscale: CF.altraAzienda,
      denominazione: `Azienda ${CF.altraAzienda}`,
      nominativo: `Azienda ${CF.altraAzienda}`,
    });
  });

  it('a beneficiary of another programme brings its name along', async () => {
    const risposta = await crea(CF.azienda);
    expect(risposta.status).toBe(201);
    expect(risposta.body).toMatchObject({
      denominazione: 'Oleificio Sabino S.r.l.',
      nominativo: 'Oleificio Sabino S.r.l.',
    });
  });

  it('a fiscal code nobody knows asks for the name on its field, then takes the one given', async () => {
    const senzaNome = await crea(CF.personaVerona);
    expect(senzaNome.status).toBe(400);
    expect(senzaNome.body.errors).toEqual({
      denominazione:
        'Il portale non conosce questo codice fiscale: indica la ragione sociale o il nome del beneficiario',
    });
    const soloSpazi = await crea(CF.personaVerona, '?denominazione=%20%20');
    expect(soloSpazi.status).toBe(400);
    const conNome = await crea(CF.personaVerona, `?denominazione=${encodeURIComponent('Bianchi Lucia')}`);
    expect(conNome.status).toBe(201);
    expect(conNome.body).toMatchObject({ denominazione: 'Bianchi Lucia', nominativo: 'Bianchi Lucia' });
  });

  it('a fiscal code already in the programme is refused on its field', async () => {
    const doppio = await crea(CF.azienda);
    expect(doppio.status).toBe(409);
    expect(doppio.body.errors).toEqual({
      codiceFiscale: `Il beneficiario con codice fiscale ${CF.azienda} è già nel programma.`,
    });
  });
});
