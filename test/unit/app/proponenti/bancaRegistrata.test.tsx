import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { ProponenteRecord } from '../../../../contract/proponenti/schema';
import { fakeFetch, jsonAnswer } from '../../dataProvider/fakeFetch';
import { programma } from '../programmi/fixtures';
import { PORTAL_TEST_TIMEOUT, renderPortal } from '../support/renderPortal';

/** A draft whose proponent has everything but the bank, so the wizard opens at the bank's step. */
const proponente: ProponenteRecord = {
  idProponente: 7,
  idProgrammaInvestimento: 5,
  idStato: 'BOZZA',
  descrizioneStato: 'Bozza',
  cuaa: '01234567897',
  denominazione: 'Filiera 5',
  mail: 'info@colli.it',
  pec: 'colli@legalmail.it',
  rappresentanteLegale: { codiceFiscale: 'RSSMRA80A01H501U', nome: 'Mario', cognome: 'Rossi' },
  referente: { nome: 'Anna', cognome: 'Bianchi', telefono: null, mail: 'anna@colli.it' },
  bancaAutorizzata: null,
};

const INTESA = { abi: '03069', denominazione: 'Intesa Sanpaolo S.p.A.' };
const BANCHE = [{ abi: '05034', denominazione: 'Banco BPM S.p.A.' }, INTESA];

const apriPasso = async () => {
  const { fetch, sent } = fakeFetch((request) => {
    const path = new URL(request.url).pathname;
    if (path === '/api/programma/salvaBancaAutorizzata/5') return jsonAnswer(proponente);
    if (path === '/api/programma/getDatiGeneraliProgramma/5') return jsonAnswer(programma(5, 'BOZZA', { titolo: 'F' }));
    if (path === '/api/programma/getDettaglioProponente/5') return jsonAnswer(proponente);
    if (path === '/api/banche/03069') return jsonAnswer(INTESA);
    if (path.startsWith('/api/banche/')) return jsonAnswer({ message: 'Banca non trovata' }, { status: 404 });
    if (path === '/api/banche') return jsonAnswer(BANCHE);
    return jsonAnswer([]);
  });
  await renderPortal({
    path: '/dettaglioProgrammaInvestimento/idBando/2/idProgrammaInvestimento/5',
    roles: ['MBAC_PROPONENTE'],
    fetch,
  });
  await userEvent.click(await screen.findByRole('tab', { name: 'Proponente' }));
  expect(await screen.findByRole('heading', { name: 'Banca autorizzata' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Modifica' }));
  return { abi: screen.getByRole('combobox', { name: /Codice ABI/ }), sent };
};

describe(
  "the proponent's bank, chosen by ABI code or name from the banks' list",
  { timeout: 2 * PORTAL_TEST_TIMEOUT },
  () => {
    afterEach(cleanup);

    it('names the registered bank as soon as its five digits are typed', async () => {
      const { abi } = await apriPasso();
      await userEvent.type(abi, '0306');
      expect(screen.queryByText(/Banca registrata/)).not.toBeInTheDocument();
      await userEvent.type(abi, '9');
      expect(await screen.findByText('Banca registrata: Intesa Sanpaolo S.p.A.')).toBeInTheDocument();
    });

    it('finds the bank by part of its name, and choosing it fills its code and its name', async () => {
      const { abi } = await apriPasso();
      await userEvent.type(abi, 'sanpa');
      await userEvent.click(await screen.findByRole('option', { name: 'Intesa Sanpaolo S.p.A. (ABI 03069)' }));
      expect(screen.getByRole('textbox', { name: /Denominazione della banca/ })).toHaveValue('Intesa Sanpaolo S.p.A.');
      expect(await screen.findByText('Banca registrata: Intesa Sanpaolo S.p.A.')).toBeInTheDocument();
    });

    it("marks a bank's name over the server's 200 characters, keeps it whole and sends nothing", async () => {
      const { abi, sent } = await apriPasso();
      const salvate = () => sent.filter((request) => request.url.includes('/salvaBancaAutorizzata/'));
      await userEvent.type(abi, '07601');
      const denominazione = screen.getByRole('textbox', { name: /Denominazione della banca/ });
      await userEvent.click(denominazione);
      await userEvent.paste('B'.repeat(201));
      await userEvent.click(screen.getByRole('button', { name: 'Salva banca autorizzata' }));

      expect(await screen.findByText('Deve contenere al massimo 200 caratteri')).toHaveAttribute('role', 'alert');
      expect(denominazione).toHaveAttribute('aria-invalid', 'true');
      expect(denominazione).toHaveValue('B'.repeat(201));
      expect(salvate()).toHaveLength(0);

      await userEvent.type(denominazione, '{Backspace}');
      await userEvent.click(screen.getByRole('button', { name: 'Salva banca autorizzata' }));
      await waitFor(() => expect(salvate()).toHaveLength(1));
      expect(JSON.parse(String(salvate()[0].body))).toEqual({
        abi: '07601',
        denominazione: 'B'.repeat(200),
        iban: null,
      });
    });
  },
);
