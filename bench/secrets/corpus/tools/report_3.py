import requests

resp = requests.get("https://reports.acme.io/api/v1/daily", auth=("reporter", "D%YG55kB^P9!j3u"), timeout=30)
print(resp.status_code)
