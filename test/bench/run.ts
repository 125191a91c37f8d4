// npm run bench [-- budget | lista | domande | graduatoria | excel]: one part, or all of them.
import { measureBudgets } from './budgets';
import { misuraGraduatoria } from './graduatoria';
import { misuraListaDomande } from './lista-domande';
import { misuraListaProgrammi } from './lista-programmi';

const PARTI: Record<string, () => Promise<Record<string, string>>> = {
  budget: measureBudgets,
  lista: misuraListaProgrammi,
  domande: misuraListaDomande,
  graduatoria: misuraGraduatoria,
};

const scelta = process.argv[2];
if (scelta !== undefined && !(scelta in PARTI)) {
  console.error(`Uso: npm run bench [-- ${Object.keys(PARTI).join(' | ')}]; ricevuto «${scelta}»`);
  process.exit(1);
}

for (const [nome, misura] of Object.entries(PARTI)) {
  if (scelta !== undefined && scelta !== nome) continue;
  for (const [voce, valore] of Object.entries(await misura())) console.log(`${voce}: ${valore}`);
}
