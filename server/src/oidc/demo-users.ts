import type { Role } from '../../../contract/roles';

/** The people of the embedded identity provider; every one signs in with the password `demo`. */
export interface DemoUser {
  /** Stable `sub`: a UUID as Keycloak gives, so nothing comes to rely on `sub` being the username. */
  readonly id: string;
  readonly username: string;
  readonly givenName: string;
  readonly familyName: string;
  readonly codiceFiscale: string;
  readonly roles: readonly Role[];
  /** Fiscal codes of the companies a proponent acts for. */
  readonly cuaa?: readonly string[];
  readonly codRegione?: string;
  readonly abi?: string;
}

export const DEMO_PASSWORD = 'demo';

export const DEMO_USERS: readonly DemoUser[] = [
  {
    id: '7a4209b1-d104-4935-9718-a10fc69b9b6a',
    username: 'proponente1',
    givenName: 'Giovanni',
    familyName: 'Bianchi',
    codiceFiscale: 'BNCGNN72C14H501H',
    roles: ['MBAC_PROPONENTE'],
    cuaa: ['01234567897', '09876543217'],
  },
  {
    id: '82d46c71-3f3d-4b68-9f79-e56ea105c529',
    username: 'proponente2',
    givenName: 'Francesca',
    familyName: 'Russo',
    codiceFiscale: 'RSSFNC85L42F839U',
    roles: ['MBAC_PROPONENTE'],
    cuaa: ['11122233346'],
  },
  {
    id: 'f27bb63d-8543-4350-ac36-b1b2187e6ba1',
    username: 'regione.lazio',
    givenName: 'Marco',
    familyName: 'Ferrari',
    codiceFiscale: 'FRRMRC78S23H501W',
    roles: ['MBAC_REGIONE'],
    codRegione: '12',
  },
  {
    id: '82882188-6c91-415d-9c17-2ea64b6613fe',
    username: 'regione.veneto',
    givenName: 'Chiara',
    familyName: 'Colombo',
    codiceFiscale: 'CLMCHR81E49L736O',
    roles: ['MBAC_REGIONE'],
    codRegione: '05',
  },
  {
    id: '5913bec3-0d51-47e0-abea-b632a61d5b2d',
    username: 'coordinatore',
    givenName: 'Alessandro',
    familyName: 'Ricci',
    codiceFiscale: 'RCCLSN69A30H501W',
    roles: ['MBAC_COOR_ISMEA'],
  },
  {
    id: '3a6badc0-adaa-4aa9-83e7-cc01a10af7e3',
    username: 'istruttore1',
    givenName: 'Laura',
    familyName: 'Marino',
    codiceFiscale: 'MRNLRA87P57H501P',
    roles: ['MBAC_ISTR_ISMEA'],
  },
  {
    id: '887ee72b-4749-4b23-8f06-a9b186bee6a3',
    username: 'istruttore2',
    givenName: 'Paolo',
    familyName: 'Greco',
    codiceFiscale: 'GRCPLA83D05A662U',
    roles: ['MBAC_ISTR_ISMEA'],
  },
  {
    id: '27abc65b-26fe-4934-991a-ed42b63b775b',
    username: 'validatore',
    givenName: 'Elena',
    familyName: 'Bruno',
    codiceFiscale: 'BRNLNE76T51H501E',
    roles: ['MBAC_VALI_ISMEA'],
  },
  {
    id: '077eae8d-db2d-41b2-8f97-7257fd0dc6e3',
    username: 'ministero',
    givenName: 'Giuseppe',
    familyName: 'Gallo',
    codiceFiscale: 'GLLGPP65H21H501J',
    roles: ['MBAC_MINISTERO'],
  },
  {
    id: '57925253-6e6b-48a7-8985-b71f41a11a09',
    username: 'istruttore.dc',
    givenName: 'Sara',
    familyName: 'Conti',
    codiceFiscale: 'CNTSRA90B48F205V',
    roles: ['MBAC_ISTRUTTORE'],
  },
  {
    id: '46b5a57c-f203-4456-b138-cc605e18e0d6',
    username: 'commissione',
    givenName: 'Luca',
    familyName: 'De Luca',
    codiceFiscale: 'DLCLCU74R27F839Z',
    roles: ['MBAC_COMMISSIONE'],
  },
  {
    id: '68ab2bad-b5ea-4bfd-8a31-11ca636920b8',
    username: 'banca',
    givenName: 'Anna',
    familyName: 'Mancini',
    codiceFiscale: 'MNCNNA80M59G273B',
    roles: ['MBAC_BANCA'],
    abi: '03069',
  },
];
