import { SelectInput, useGetList, type Validator } from 'react-admin';
import type { ChoicesSource } from '../../contract/types';
import { useActionTarget } from './actions/ActionTarget';

interface Props {
  readonly source: string;
  readonly label?: string;
  readonly choicesFrom: ChoicesSource;
  readonly validate: Validator[];
}

const ALL = { page: 1, perPage: 500 };

/** A select whose choices are another resource's records (the ISMEA instructors, say). */
export const ChoicesFromInput = ({ source, label, choicesFrom, validate }: Props) => {
  const target = useActionTarget();
  const filter = Object.fromEntries(
    Object.entries(choicesFrom.filterFromRecord ?? {}).map(([name, field]) => [name, target?.[field]]),
  );
  const { data = [], isPending, error } = useGetList(choicesFrom.resource, { pagination: ALL, filter });
  const choices = data.map((record) => ({
    id: String(record[choicesFrom.value]),
    name: String(record[choicesFrom.label]),
  }));
  return (
    <SelectInput
      source={source}
      label={label}
      validate={validate}
      choices={choices}
      isPending={isPending}
      helperText={error ? 'portale.actions.choices_failed' : undefined}
    />
  );
};
