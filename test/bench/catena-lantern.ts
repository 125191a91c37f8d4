// npx tsx test/bench/catena-lantern.ts <folder of one run's artifacts> [mobile|desktop]
// What a Lighthouse run's largest paint waited for, as Lantern simulates it: the chain of nodes each ending last
// before the next (network requests, with the time each waited for a connection, and main-thread tasks), and the
// tasks that count towards the blocking time. The artifacts come from `LIGHTHOUSE_ARTEFATTI`
// (test/bench/lighthouse.ts).
import { desktopConfig } from 'lighthouse';
import { defaultSettings } from 'lighthouse/core/config/constants.js';
import { loadArtifacts } from 'lighthouse/core/lib/asset-saver.js';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';
import { LanternTotalBlockingTime } from 'lighthouse/core/computed/metrics/lantern-total-blocking-time.js';

interface Nodo {
  id: string;
  type: 'network' | 'cpu';
  request?: { url: string; resourceType?: string; transferSize: number };
  childEvents?: { name: string; args?: { data?: { url?: string } } }[];
  getDependencies(): Nodo[];
}
type Tempi = Map<Nodo, { startTime: number; endTime: number; queuedTime?: number }>;

const [cartella, dispositivo = 'mobile'] = process.argv.slice(2);
if (!cartella) throw new Error('Uso: catena-lantern.ts <cartella degli artefatti> [mobile|desktop]');

const settings = dispositivo === 'desktop' ? { ...defaultSettings, ...desktopConfig.settings } : defaultSettings;
const artifacts = await loadArtifacts(cartella);
const dati = {
  trace: artifacts.Trace,
  devtoolsLog: artifacts.DevtoolsLog,
  gatherContext: artifacts.GatherContext,
  settings,
  URL: artifacts.URL,
  SourceMaps: artifacts.SourceMaps,
  simulator: null,
};
const context = { computedCache: new Map(), settings };

const breve = (url: string) => url.replace(/^https?:\/\/[^/]+/, '').slice(0, 90);
const descrivi = (nodo: Nodo) => {
  if (nodo.type === 'network') {
    const { url, resourceType, transferSize } = nodo.request!;
    return `${resourceType ?? '?'} ${breve(url)} (${transferSize} B)`;
  }
  const script = new Set(
    (nodo.childEvents ?? []).flatMap((evento) => (evento.args?.data?.url ? [breve(evento.args.data.url)] : [])),
  );
  const nomi = new Set((nodo.childEvents ?? []).map((evento) => evento.name));
  const principali = ['EvaluateScript', 'FunctionCall', 'TimerFire', 'Layout', 'ParseHTML', 'RunMicrotasks'];
  return `CPU [${principali.filter((nome) => nomi.has(nome)).join(', ')}] ${[...script].slice(0, 3).join(' ')}`;
};

function catena(nome: string, tempi: Tempi) {
  let ultimo = [...tempi.entries()].reduce((a, b) => (b[1].endTime > a[1].endTime ? b : a))[0];
  const passi: string[] = [];
  for (;;) {
    const { startTime, endTime } = tempi.get(ultimo)!;
    const dipendenze = ultimo.getDependencies().filter((nodo) => tempi.has(nodo));
    const prima = dipendenze.length
      ? dipendenze.reduce((a, b) => (tempi.get(b)!.endTime > tempi.get(a)!.endTime ? b : a))
      : undefined;
    const attesa = prima ? startTime - tempi.get(prima)!.endTime : 0;
    const durata = `${(endTime - startTime).toFixed(0)} ms${attesa > 1 ? `, attesa ${attesa.toFixed(0)} ms` : ''}`;
    passi.push(
      `${startTime.toFixed(0).padStart(6)} → ${endTime.toFixed(0).padStart(6)} (${durata}) ${descrivi(ultimo)}`,
    );
    if (!prima) break;
    ultimo = prima;
  }
  console.log(`\n${nome}:`);
  for (const passo of passi.reverse()) console.log(passo);
}

const lcp = await LanternLargestContentfulPaint.request(dati, context);
console.log(
  `LCP ${lcp.timing.toFixed(0)} ms (ottimistico ${lcp.optimisticEstimate.timeInMs.toFixed(0)}, ` +
    `pessimistico ${lcp.pessimisticEstimate.timeInMs.toFixed(0)})`,
);
catena('catena ottimistica', lcp.optimisticEstimate.nodeTimings as Tempi);
catena('catena pessimistica', lcp.pessimisticEstimate.nodeTimings as Tempi);

const tbt = await LanternTotalBlockingTime.request(dati, context);
console.log(`\nTBT ${tbt.timing.toFixed(0)} ms; compiti lunghi (simulati, pessimistici):`);
const compiti = [...(tbt.pessimisticEstimate.nodeTimings as Tempi).entries()]
  .filter(([nodo, { startTime, endTime }]) => nodo.type === 'cpu' && endTime - startTime > 50)
  .sort((a, b) => a[1].startTime - b[1].startTime);
for (const [nodo, { startTime, endTime }] of compiti) {
  const durata = (endTime - startTime).toFixed(0).padStart(5);
  console.log(`${startTime.toFixed(0).padStart(6)} ${durata} ms ${descrivi(nodo)}`);
}
