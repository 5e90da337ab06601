import requests

resp = requests.get("https://reports.acme.io/api/v1/daily", auth=("reporter", "MB&NfKt4Fw0!b7g"), timeout=30)
print(resp.status_code)
