/**
 * The two legacy services and, under each, where a server module is mounted: every call a module serves
 * is a declared endpoint under its mount (the server refuses at start-up one that is not).
 */
export const SERVIZI = {
  api: {
    percorso: '/api',
    moduli: {
      bando: '/bando',
      programma: '/programma',
      beneficiario: '/beneficiario',
      notifiche: '/notifiche',
      allegato: '/allegato',
      checklist: '/checklist',
      lavori: '/lavori',
    },
  },
  apigen: {
    percorso: '/apigen',
    moduli: {
      notifiche: '/notifiche',
      domanda: '/domanda',
      beneficiario: '/beneficiario',
      sedi: '/sedi',
      comuni: '/comuni',
      allegato: '/allegato',
      istruttoria: '/istruttoria',
      valutazione: '/valutazione',
      graduatoria: '/graduatoria',
    },
  },
} as const;
