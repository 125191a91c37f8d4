import type { SchedaProps } from '../schede';
import { InAttesaDelServizio } from './InAttesaDelServizio';

export const SchedaAllegati = (_props: SchedaProps) => <InAttesaDelServizio cosa="Gli allegati del programma, con download e caricamento," />;
