import { Form, type FormProps } from 'react-admin';

/** Only the inputs the person has not touched take the values of a record read again. */
const TIENI_CIO_CHE_SI_SCRIVE = { keepDirtyValues: true } as const;

/**
 * A form that edits a record the page may read again while the person types (another form on the page saved, a site
 * was added, an answer was refreshed). react-admin's Form resets every input to the record read again, wiping what was
 * typed and not yet saved; this one keeps it.
 */
export const ModuloDelRecord = (props: FormProps) => <Form resetOptions={TIENI_CIO_CHE_SI_SCRIVE} {...props} />;
