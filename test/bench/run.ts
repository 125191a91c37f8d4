// npm run bench [-- budget | lista | soak]: the performance budgets, the programme list under load beside pgbench, or
// both; `soak` alone runs the long working-day load (test/bench/soak.ts), never with the others.
import { measureBudgets } from './budgets';
import { misuraListaProgrammi } from './lista-programmi';
import { soak } from './soak';

const scelta = process.argv[2];
if (scelta !== undefined && scelta !== 'budget' && scelta !== 'lista' && scelta !== 'soak') {
  console.error(`Uso: npm run bench [-- budget | lista | soak]; ricevuto «${scelta}»`);
  process.exit(1);
}

const stampa = (risultati: Record<string, string>) => {
  for (const [voce, valore] of Object.entries(risultati)) console.log(`${voce}: ${valore}`);
};

if (scelta === 'soak') stampa(await soak());
else {
  if (scelta !== 'lista') stampa(await measureBudgets());
  if (scelta !== 'budget') stampa(await misuraListaProgrammi());
}
