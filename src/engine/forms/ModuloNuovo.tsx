import { useEffect, type ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { Form, type FormProps } from 'react-admin';

/** The empty start of every such form: one object, so that nothing reads it as a change. */
const NUOVO = Object.freeze({});

/** Once the submission succeeds (the server took it, no field errors came back) the inputs are empty again. */
const SvuotaDopoInvio = () => {
  const { reset, formState } = useFormContext();
  const { isSubmitSuccessful } = formState;
  useEffect(() => {
    if (isSubmitSuccessful) reset();
  }, [isSubmitSuccessful, reset]);
  return null;
};

/**
 * A form that adds something to the record a page shows (a beneficiary, a site, a note). react-admin's Form would take
 * that record as its own and reset to it each time the page reads it again with other contents, wiping what the person
 * is typing; this one starts empty, keeps what is typed, and is empty again after each success, ready for the next.
 */
export const ModuloNuovo = ({ children, ...props }: Omit<FormProps, 'record'> & { children: ReactNode }) => (
  <Form {...props} record={NUOVO}>
    <SvuotaDopoInvio />
    {children}
  </Form>
);
