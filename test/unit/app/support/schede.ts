import { screen, within } from '@testing-library/react';

/** What a card drawn in place of a table row says: its title, then each field as 'label: value'. */
export const letturaScheda = (scheda: HTMLElement) => [
  scheda.querySelector('.scheda-titolo')?.textContent,
  ...within(scheda)
    .getAllByRole('term')
    .map((termine) => `${termine.textContent}: ${termine.nextElementSibling?.textContent}`),
];

/** The cards of the list named `nome`, each as `letturaScheda` reads it, once the list is on the page. */
export async function schedeDellElenco(nome: string) {
  const elenco = await screen.findByRole('list', { name: nome });
  return within(elenco).getAllByRole('listitem').map(letturaScheda);
}
