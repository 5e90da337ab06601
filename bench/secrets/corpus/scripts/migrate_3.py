creds = {"user": "migrator", "pass": "5Y-rV=&oRq0!Bm7"}
