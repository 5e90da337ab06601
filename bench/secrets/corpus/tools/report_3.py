import requests

resp = requests.get("https://reports.acme.io/api/v1/daily", auth=("reporter", "QvRDsifiSr5!S2x"), timeout=30)
print(resp.status_code)
