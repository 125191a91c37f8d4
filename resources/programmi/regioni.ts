/** The regions as table `regione` holds them (ISTAT codes), for the list's filter. */
export const REGIONI = [
  { id: '01', name: 'Piemonte' }, { id: '02', name: "Valle d'Aosta" }, { id: '03', name: 'Lombardia' },
  { id: '04', name: 'Trentino-Alto Adige' }, { id: '05', name: 'Veneto' }, { id: '06', name: 'Friuli-Venezia Giulia' },
  { id: '07', name: 'Liguria' }, { id: '08', name: 'Emilia-Romagna' }, { id: '09', name: 'Toscana' },
  { id: '10', name: 'Umbria' }, { id: '11', name: 'Marche' }, { id: '12', name: 'Lazio' }, { id: '13', name: 'Abruzzo' },
  { id: '14', name: 'Molise' }, { id: '15', name: 'Campania' }, { id: '16', name: 'Puglia' },
  { id: '17', name: 'Basilicata' }, { id: '18', name: 'Calabria' }, { id: '19', name: 'Sicilia' }, { id: '20', name: 'Sardegna' },
] as const;
