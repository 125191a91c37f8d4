import { describe, expect, it } from 'vitest';
import { httpErrorFrom } from '../../../dataProvider/errors';
import { among, serverErrorsOnForm, serverFieldErrors } from '../../../src/engine/forms/serverErrors';

/** A refusal as docs/architecture.md writes it, read by the real data provider. */
const refusal = () =>
  httpErrorFrom(
    new Response(
      JSON.stringify({
        message: 'Dati non validi',
        errors: { pec: 'Indirizzo PEC non valido', voci: 'Il totale non torna' },
      }),
      { status: 400, headers: { 'Content-Type': 'application/json' } },
    ),
  );

describe("the server's field errors on a form", () => {
  it("puts the form's own fields on it and joins the others to the message", async () => {
    expect(serverErrorsOnForm(await refusal(), among(['pec', 'mail']))).toEqual({
      form: { pec: 'Indirizzo PEC non valido', root: { serverError: 'Dati non validi Il totale non torna' } },
      others: ['Il totale non torna'],
    });
  });

  it('gives every field error to a form that has them all', async () => {
    expect(serverFieldErrors(await refusal())).toEqual({
      pec: 'Indirizzo PEC non valido',
      voci: 'Il totale non torna',
      root: { serverError: 'Dati non validi' },
    });
  });

  it('maps nothing for a refusal without field errors, nor for a failure that is not an answer', async () => {
    const forbidden = await httpErrorFrom(new Response(JSON.stringify({ message: 'Operazione non consentita' })));
    expect(serverErrorsOnForm(forbidden, among(['pec']))).toBeUndefined();
    expect(serverErrorsOnForm(new TypeError('rete'), among(['pec']))).toBeUndefined();
  });
});
