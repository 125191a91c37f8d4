import { Type } from 'typebox';
import { TestoPerCampo } from './campi';

/** Body of every error answer; registered once and referenced by the routes' responses. */
export const ErrorBody = Type.Object(
  {
    message: Type.String({ description: 'Messaggio in italiano per la persona' }),
    errors: Type.Optional(TestoPerCampo('Errore per campo')),
    requestId: Type.String({
      description: "Identificativo della richiesta, lo stesso dell'intestazione x-request-id e dei log del server",
    }),
  },
  { $id: 'Errore', title: 'Errore' },
);

export const ErrorRef = Type.Ref('Errore');
