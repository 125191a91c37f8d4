import { useListContext, useTranslate, type Identifier } from 'react-admin';
import { SelectCheckbox } from './SelectCheckbox';

/** Selects or clears every row of the page, keeping what is selected on other pages. */
export const SelectAllCheckbox = ({ pageIds }: { pageIds: readonly Identifier[] }) => {
  const translate = useTranslate();
  const { selectedIds, onSelect } = useListContext();
  const selectedHere = pageIds.filter((id) => selectedIds.includes(id));
  const allSelected = pageIds.length > 0 && selectedHere.length === pageIds.length;
  const toggle = () =>
    onSelect(
      allSelected ? selectedIds.filter((id) => !pageIds.includes(id)) : [...new Set([...selectedIds, ...pageIds])],
    );
  return (
    <SelectCheckbox
      checked={allSelected}
      indeterminate={selectedHere.length > 0 && !allSelected}
      onChange={toggle}
      inputProps={{ 'aria-label': translate('portale.table.select_page') }}
    />
  );
};
