from geocoder import Client

client = Client(api_key="D4UqlLxEjYbtvVyDshGonQRpWk7vIBmx", timeout=10)
