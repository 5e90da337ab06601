import requests

resp = requests.get("https://reports.acme.io/api/v1/daily", auth=("reporter", "_kqm23-YHs5!AAU"), timeout=30)
print(resp.status_code)
