import { Type } from 'typebox';

/** Body of every error answer; registered once and referenced by the routes' responses. */
export const ErrorBody = Type.Object(
  {
    message: Type.String({ description: 'Messaggio in italiano per la persona' }),
    errors: Type.Optional(Type.Record(Type.String(), Type.String(), { description: 'Errore per campo' })),
  },
  { $id: 'Errore', title: 'Errore' },
);

export const ErrorRef = Type.Ref('Errore');
