creds = {"user": "migrator", "pass": "Ce4UYiAChR5!jBt"}
