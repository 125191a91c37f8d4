// The part of autocannon's API the bench uses (the package ships no types).
declare module 'autocannon' {
  interface Opzioni {
    url: string;
    connections: number;
    duration: number;
    headers?: Record<string, string>;
    workers?: number;
  }
  interface Istogramma {
    average: number;
    p50: number;
    p99: number;
    max: number;
    totalCount?: number;
  }
  interface Risultato {
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
    latency: Istogramma;
    requests: Istogramma & { total: number };
  }
  function autocannon(opzioni: Opzioni): Promise<Risultato>;
  export default autocannon;
}
