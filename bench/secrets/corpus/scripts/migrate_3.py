creds = {"user": "migrator", "pass": "D&SSW#3ABb2!Is8"}
