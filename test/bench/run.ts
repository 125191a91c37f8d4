// npm run bench [-- budget | lista | schermate]: the performance budgets, the programme list under load beside
// pgbench, or both; `schermate` alone measures the lists' layout shift and blocking time in Chromium.
import { measureBudgets } from './budgets';
import { misuraListaProgrammi } from './lista-programmi';
import { misuraSchermate } from './schermate';

const scelta = process.argv[2];
if (scelta !== undefined && !['budget', 'lista', 'schermate'].includes(scelta)) {
  console.error(`Uso: npm run bench [-- budget | lista | schermate]; ricevuto «${scelta}»`);
  process.exit(1);
}

const stampa = (risultati: Record<string, string>) => {
  for (const [voce, valore] of Object.entries(risultati)) console.log(`${voce}: ${valore}`);
};

if (scelta === 'schermate') stampa(await misuraSchermate());
else {
  if (scelta !== 'lista') stampa(await measureBudgets());
  if (scelta !== 'budget') stampa(await misuraListaProgrammi());
}
