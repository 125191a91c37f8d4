import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ChecklistForm } from '../../../../resources/checklist/ChecklistForm';
import { PROGRAMMA, servizio, VOCI } from './servizioChecklist';
import { percorsi, renderConServer } from './renderConServer';
import { jsonAnswer } from '../../dataProvider/fakeFetch';

afterEach(cleanup);

describe('checklist form: what the server refuses', { timeout: 40_000 }, () => {
  it('marks the item the server says is not foreseen with its words, says in place the save failed', async () => {
    const { letture } = servizio();
    // The server's answer to an item of another checklist (test/server/checklist-flusso.test.ts).
    const rifiuto = {
      message: 'Dati non validi: controlla i campi indicati',
      errors: { 'voci.1.idVoce': 'Voce non prevista da questa checklist' },
    };
    renderConServer(<ChecklistForm tipo="documentale" ambito="programma" id={7} record={PROGRAMMA} />, {
      roles: ['MBAC_ISTR_ISMEA'],
      letture,
      scrivi: () => jsonAnswer(rifiuto, { status: 400 }),
    });
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Checklist documentale' });
    const domanda = within(form).getByRole('group', { name: VOCI[0].descrizione });
    const visura = within(form).getByRole('group', { name: VOCI[1].descrizione });
    await user.click(within(domanda).getByRole('radio', { name: 'Sì' }));
    await user.click(within(visura).getByRole('radio', { name: 'Sì' }));
    await user.click(screen.getByRole('button', { name: 'Salva checklist documentale' }));

    expect(await within(visura).findByRole('alert')).toHaveTextContent('Voce non prevista da questa checklist');
    expect(within(domanda).queryByRole('alert')).toBeNull();
    const inPlace = screen.getByText('La checklist non è stata salvata: correggi le voci indicate.');
    expect(inPlace.closest('[role="alert"]')).not.toBeNull();
    expect(inPlace.closest('fieldset')).toBeNull();
  });

  it('a note longer than the server takes is marked as typed, kept whole, and not sent', async () => {
    const { letture } = servizio();
    const { sent } = renderConServer(
      <ChecklistForm tipo="documentale" ambito="programma" id={7} record={PROGRAMMA} />,
      { roles: ['MBAC_ISTR_ISMEA'], letture },
    );
    const user = userEvent.setup();
    const visura = await screen.findByRole('group', { name: VOCI[1].descrizione });
    await user.click(within(visura).getByRole('radio', { name: 'No' }));
    const nota = within(visura).getByRole('textbox', { name: `Note: ${VOCI[1].descrizione}` });
    await user.click(nota);
    await user.paste('a'.repeat(4000));
    expect(within(visura).queryByRole('alert')).toBeNull();
    await user.type(nota, 'b');

    expect(within(visura).getByRole('alert')).toHaveTextContent('Deve contenere al massimo 4000 caratteri');
    expect(nota).toHaveValue(`${'a'.repeat(4000)}b`);
    await user.click(screen.getByRole('button', { name: 'Salva checklist documentale' }));
    expect(percorsi(sent, 'POST')).toEqual([]);
  });
});
