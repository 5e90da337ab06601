creds = {"user": "migrator", "pass": "_dN-pHzRZ77!iwc"}
