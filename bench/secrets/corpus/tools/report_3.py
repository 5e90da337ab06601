import requests

resp = requests.get("https://reports.acme.io/api/v1/daily", auth=("reporter", "9bFwHRSE-T9!MVV"), timeout=30)
print(resp.status_code)
