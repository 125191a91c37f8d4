import { useGetList, useTranslateLabel, type Validator } from 'react-admin';
import type { ChoicesSource } from '../../contract/types';
import { TypeaheadInput } from '../components/typeahead/TypeaheadInput';
import { useActionTarget } from './actions/ActionTarget';

interface Props {
  readonly source: string;
  readonly label?: string;
  readonly choicesFrom: ChoicesSource;
  readonly validate: Validator[];
}

const ALL = { page: 1, perPage: 500 };

/**
 * A choice among another resource's records (the ISMEA instructors, the calls), by name: a typeahead,
 * with the down arrow listing them all.
 */
export const ChoicesFromInput = ({ source, label, choicesFrom, validate }: Props) => {
  const target = useActionTarget();
  const translateLabel = useTranslateLabel();
  const filter = Object.fromEntries(
    Object.entries(choicesFrom.filterFromRecord ?? {}).map(([name, field]) => [name, target?.[field]]),
  );
  const { data = [], isPending, error } = useGetList(choicesFrom.resource, { pagination: ALL, filter });
  const choices = data.map((record) => ({
    id: String(record[choicesFrom.value]),
    name: String(record[choicesFrom.label]),
  }));
  return (
    <TypeaheadInput
      source={source}
      label={String(translateLabel({ label, source }))}
      validate={validate}
      choices={choices}
      disabled={isPending}
      helperText={error ? 'portale.actions.choices_failed' : undefined}
    />
  );
};
