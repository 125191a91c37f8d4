// npm run bench [-- budget | lista | domande | graduatoria | excel | file | schermate | lighthouse | soak]: one part,
// or all of them but the soak, which runs only when named (ten minutes of load, test/bench/soak.ts).
import { measureBudgets } from './budgets';
import { misuraExcel, misuraExcelGraduatoria } from './excel';
import { misuraFileS3 } from './file-s3';
import { misuraGraduatoria } from './graduatoria';
import { misuraListaDomande } from './lista-domande';
import { misuraLighthouse } from './lighthouse';
import { misuraListaProgrammi } from './lista-programmi';
import { misuraSchermate } from './schermate';
import { soak } from './soak';

type Misura = () => Promise<Record<string, string>>;

const PARTI: Record<string, readonly Misura[]> = {
  budget: [measureBudgets],
  lista: [misuraListaProgrammi],
  domande: [misuraListaDomande],
  graduatoria: [misuraGraduatoria],
  excel: [misuraExcel, misuraExcelGraduatoria],
  file: [misuraFileS3],
  schermate: [misuraSchermate],
  lighthouse: [misuraLighthouse],
  soak: [soak],
};
const SOLO_SE_NOMINATE = new Set(['soak']);

const scelta = process.argv[2];
if (scelta !== undefined && !(scelta in PARTI)) {
  console.error(`Uso: npm run bench [-- ${Object.keys(PARTI).join(' | ')}]; ricevuto «${scelta}»`);
  process.exit(1);
}

for (const [nome, misure] of Object.entries(PARTI)) {
  if (scelta === undefined ? SOLO_SE_NOMINATE.has(nome) : scelta !== nome) continue;
  for (const misura of misure) {
    for (const [voce, valore] of Object.entries(await misura())) console.log(`${voce}: ${valore}`);
  }
}
