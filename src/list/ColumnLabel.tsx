import { useTranslate } from 'react-admin';

/** A column's label: a catalogue key (`resources.<name>.fields.<source>`) or a text, which translate keeps. */
export const ColumnLabel = ({ label }: { label: string }) => {
  const translate = useTranslate();
  return <>{translate(label, { _: label })}</>;
};
