import { DateInput, TextInput, type DateInputProps, type TextInputProps } from 'react-admin';
import { useFormState } from 'react-hook-form';

/** A field's error is read out as an alert; its help text, when there is no error, is not. */
function useRuoloAvviso(source: string) {
  const { errors } = useFormState({ name: source, exact: true });
  return errors[source] ? { role: 'alert' } : undefined;
}

export const CampoTesto = (props: TextInputProps) => (
  <TextInput {...props} FormHelperTextProps={useRuoloAvviso(props.source)} />
);

export const CampoData = (props: DateInputProps) => (
  <DateInput {...props} FormHelperTextProps={useRuoloAvviso(props.source)} />
);
