creds = {"user": "migrator", "pass": "bxJ6GkqT3*5!TIR"}
