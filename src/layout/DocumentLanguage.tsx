import { useEffect } from 'react';
import { useLocale } from 'react-admin';

/** Keeps <html lang> on the chosen language, so that screen readers read the texts in it. */
export const DocumentLanguage = () => {
  const locale = useLocale();
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  return null;
};
