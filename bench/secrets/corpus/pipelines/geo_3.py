from geocoder import Client

client = Client(api_key="GoFHezyAi3lJ2xl1YSonPC2VfJrq8xrY", timeout=10)
