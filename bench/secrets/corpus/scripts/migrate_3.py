creds = {"user": "migrator", "pass": "8N&UiS89SS9!TRO"}
