export interface TypeaheadChoice {
  readonly id: string | number;
  readonly name: string;
}

const normalise = (text: string) => text.trim().toLocaleLowerCase('it-IT');

/** The choices whose label contains the text, ignoring case. */
export function suggestionsFor(choices: readonly TypeaheadChoice[], text: string): readonly TypeaheadChoice[] {
  const wanted = normalise(text);
  return wanted ? choices.filter((choice) => normalise(choice.name).includes(wanted)) : [];
}

/** The choice whose label is the text, ignoring case: typing it in full selects it. */
export const exactChoice = (choices: readonly TypeaheadChoice[], text: string): TypeaheadChoice | undefined =>
  choices.find((choice) => normalise(choice.name) === normalise(text));
