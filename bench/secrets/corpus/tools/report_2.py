import requests

resp = requests.get("https://reports.acme.io/api/v1/daily", auth=("reporter", "A5QsR-C_j61!anQ"), timeout=30)
print(resp.status_code)
