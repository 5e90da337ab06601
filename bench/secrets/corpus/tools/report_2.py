import requests

resp = requests.get("https://reports.acme.io/api/v1/daily", auth=("reporter", "LMvArp2fe*9!J0B"), timeout=30)
print(resp.status_code)
