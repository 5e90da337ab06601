creds = {"user": "migrator", "pass": "eCMLqCE=mY5!amF"}
