creds = {"user": "migrator", "pass": "wq%eAzgk6K9!EM4"}
