import requests

resp = requests.get("https://reports.acme.io/api/v1/daily", auth=("reporter", "W57@ei@Ef!0!7cO"), timeout=30)
print(resp.status_code)
