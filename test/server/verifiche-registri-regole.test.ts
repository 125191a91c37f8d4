import { describe, expect, it } from 'vitest';
import type { AiutoConcesso } from '../../server/src/modules/registri/registri';
import { inizioTriennio, valutaDeggendorf, valutaRna } from '../../server/src/modules/registri/valutazione';

const aiuto = (importoEsl: number, tipo: AiutoConcesso['tipo'] = 'DE_MINIMIS'): AiutoConcesso => ({
  cor: String(importoEsl),
  misura: 'Misura',
  tipo,
  concedente: 'Regione',
  dataConcessione: '2025-01-01',
  importoEsl,
});

describe('the register rules', () => {
  it('count the three years ending today, a leap day included', () => {
    expect(inizioTriennio('2026-11-22')).toBe('2023-11-23');
    expect(inizioTriennio('2028-02-29')).toBe('2025-03-01');
    expect(inizioTriennio('2026-12-31')).toBe('2024-01-01');
  });

  it('flag de minimis aid only past the ceiling, exactly 300,000 € being allowed, and warn from 80%', () => {
    expect(valutaRna([aiuto(200_000), aiuto(100_000)], '2023-11-23', null)).toMatchObject({
      esito: 'REGOLARE',
      dati: { margineResiduo: 0, prossimoAlMassimale: true },
    });
    expect(valutaRna([aiuto(200_000), aiuto(100_000.01)], '2023-11-23', null).esito).toBe('IRREGOLARE');
    expect(valutaRna([aiuto(239_999.99)], '2023-11-23', null).dati.prossimoAlMassimale).toBe(false);
  });

  it('leave other state aid out of the ceiling but in the cumulation, with the programme ESL', () => {
    const { esito, dati, dettaglio } = valutaRna([aiuto(250_000, 'ESENZIONE'), aiuto(10_000)], '2023-11-23', 282_766.2);
    expect(esito).toBe('REGOLARE');
    expect(dati).toMatchObject({ totaleDeMinimis: 10_000, totaleCumulato: 542_766.2, eslProgramma: 282_766.2 });
    expect(dettaglio).toContain('Altri aiuti di Stato nel periodo: 1');
  });

  it('make a firm irregular only while one of its recovery orders is unpaid', () => {
    const ordine = {
      riferimento: 'SA.1',
      decisione: 'Decisione',
      dataDecisione: '2020-01-01',
      importoDaRecuperare: 10,
      restituito: true,
      dataRestituzione: '2021-01-01',
    };
    expect(valutaDeggendorf([ordine]).esito).toBe('REGOLARE');
    expect(
      valutaDeggendorf([ordine, { ...ordine, riferimento: 'SA.2', restituito: false, dataRestituzione: null }]),
    ).toMatchObject({
      esito: 'IRREGOLARE',
      dettaglio: expect.stringContaining('SA.2'),
    });
  });
});
