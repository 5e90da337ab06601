import requests

resp = requests.get("https://reports.acme.io/api/v1/daily", auth=("reporter", "jdsRKz-hnc4!wnl"), timeout=30)
print(resp.status_code)
