SELECT * FROM dblink('host=ledger.internal dbname=ledger user=ledger_ro password=yeHb_joVbyGgXQO2tHErH-gKAn', 'select id, amount from ledger_entries') AS t(id int, amount numeric);
