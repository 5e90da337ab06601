import base64, requests

USERNAME = "ana.ortega@brightloop.games"
SECRET_KEY = "0696d24fd6ff2a3bbae9fb3eec1a954a"
AUTH = base64.b64encode(f"{USERNAME}:{SECRET_KEY}".encode()).decode()
