import { FilterForm, NumberInput, SelectInput, TextInput, useGetList } from 'react-admin';
import { REGIONI } from '../regioni';

/** The seven filters of spec §7; the states come from the server (`getListaStatiProgramma`). */
export const FiltriProgrammi = () => {
  const { data: stati = [] } = useGetList('statiProgramma', { pagination: { page: 1, perPage: 100 } });
  const statoChoices = stati.map(({ idStato, descrizioneStato }) => ({ id: idStato, name: descrizioneStato }));
  return (
    <FilterForm
      filters={[
        <TextInput key="denominazione" source="denominazione" label="Denominazione" alwaysOn />,
        <TextInput key="cognomeProponente" source="cognomeProponente" label="Cognome proponente" alwaysOn />,
        <TextInput key="cognomeBeneficiario" source="cognomeBeneficiario" label="Cognome beneficiario" alwaysOn />,
        <SelectInput key="codRegione" source="codRegione" label="Regione" choices={[...REGIONI]} alwaysOn />,
        <SelectInput key="idStato" source="idStato" label="Stato" choices={statoChoices} alwaysOn />,
        <NumberInput key="nBeneficiariDa" source="nBeneficiariDa" label="N. beneficiari da" min={0} alwaysOn />,
        <NumberInput key="nBeneficiariA" source="nBeneficiariA" label="N. beneficiari a" min={0} alwaysOn />,
      ]}
    />
  );
};
