/** The pages' addresses are the contract's: the server's notifications link to them too. */
export * from '../../contract/programmi/percorsi';
