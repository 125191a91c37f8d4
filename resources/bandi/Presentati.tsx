import { useTranslate } from 'react-admin';

/**
 * What a call counts: a food-district call (DC) receives applications, every other call investment programmes.
 * The list mixes both, so each count says which it is.
 */
export const Presentati = ({ tipologia, numero }: { readonly tipologia: string; readonly numero: number }) => {
  const translate = useTranslate();
  const key = tipologia === 'DC' ? 'portale.bandi.domande_presentate' : 'portale.bandi.programmi_presentati';
  return <>{translate(key, { smart_count: numero })}</>;
};
