-- The final rankings name the rule that placed their rows as people and public clients read it.
UPDATE graduatoria SET versione_regola = 'Regola di calcolo dei punteggi, versione 1'
  WHERE versione_regola = 'DESIGN §5, versione 1';
