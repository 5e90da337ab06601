creds = {"user": "migrator", "pass": "smdrb3u_vo1!rwB"}
