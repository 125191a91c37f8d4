import { AutocompleteInput, ReferenceInput, type Validator } from 'react-admin';
import type { ChoicesSource } from '../../contract/types';

interface Props {
  readonly source: string;
  readonly label?: string;
  readonly choicesFrom: ChoicesSource & Required<Pick<ChoicesSource, 'search'>>;
  readonly validate: Validator[];
}

const PER_PAGE = 20;

/**
 * A choice among records too many to read whole (the municipalities): typing searches them on the server, the arrow
 * keys and Enter choose, and the form keeps the chosen record's id while the person reads its name.
 */
export const ChoicesSearchInput = ({ source, label, choicesFrom, validate }: Props) => (
  <ReferenceInput
    source={source}
    reference={choicesFrom.resource}
    perPage={PER_PAGE}
    sort={{ field: choicesFrom.search.sort, order: 'ASC' }}
  >
    <AutocompleteInput
      label={label}
      validate={validate}
      optionText={choicesFrom.label}
      filterToQuery={(testo: string) => (testo ? { [choicesFrom.search.filter]: testo } : {})}
      sx={{ minWidth: 280 }}
    />
  </ReferenceInput>
);
