-- Municipalities are chosen by typing the start of their name (GET /apigen/comuni/getListaComuni?nome=...).
CREATE INDEX comune_nome_idx ON comune (lower(denominazione) text_pattern_ops);
