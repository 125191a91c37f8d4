-- The programme list at 100,000 programmes (docs/performance.md).
-- A call's programmes in the list's default order: a page of one call is read from here and stops when it is full,
-- instead of walking every programme in key order.
CREATE INDEX programma_investimento_bando_id_idx ON programma_investimento (id_bando, id_programma_investimento);

-- Beneficiary surnames change rarely and are searched at every list: without the pending list, a search never reads
-- entries not yet merged (up to 4 MB of them until the next vacuum, which made it about fifteen times slower).
ALTER INDEX programma_investimento_cognomi_beneficiari_idx SET (fastupdate = off);
SELECT gin_clean_pending_list('programma_investimento_cognomi_beneficiari_idx'::regclass);
