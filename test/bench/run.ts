// npm run bench [-- budget | lista]: the performance budgets, the programme list under load beside pgbench, or both.
import { measureBudgets } from './budgets';
import { misuraListaProgrammi } from './lista-programmi';

const scelta = process.argv[2];
if (scelta !== undefined && scelta !== 'budget' && scelta !== 'lista') {
  console.error(`Uso: npm run bench [-- budget | lista]; ricevuto «${scelta}»`);
  process.exit(1);
}

const stampa = (risultati: Record<string, string>) => {
  for (const [voce, valore] of Object.entries(risultati)) console.log(`${voce}: ${valore}`);
};

if (scelta !== 'lista') stampa(await measureBudgets());
if (scelta !== 'budget') stampa(await misuraListaProgrammi());
