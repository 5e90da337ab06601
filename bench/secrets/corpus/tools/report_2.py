import requests

resp = requests.get("https://reports.acme.io/api/v1/daily", auth=("reporter", "Z2S#cjBvEX9!Mqj"), timeout=30)
print(resp.status_code)
