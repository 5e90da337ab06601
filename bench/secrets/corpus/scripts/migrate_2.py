creds = {"user": "migrator", "pass": "c7vt#dfAVH0!5k6"}
