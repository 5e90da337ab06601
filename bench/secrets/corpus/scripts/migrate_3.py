creds = {"user": "migrator", "pass": "DnnogKK*8z1!WJD"}
