creds = {"user": "migrator", "pass": "=nX*T3#R?F3!ggS"}
