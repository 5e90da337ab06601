import requests

resp = requests.get("https://reports.acme.io/api/v1/daily", auth=("reporter", "m!MNRCn#E27!10x"), timeout=30)
print(resp.status_code)
