import requests

resp = requests.get("https://reports.acme.io/api/v1/daily", auth=("reporter", "kRaSRgBNQk4!TZ4"), timeout=30)
print(resp.status_code)
