from geocoder import Client

client = Client(api_key="h1FUEjcqt4ufpUSDzlVmXh5SvSjojzqW", timeout=10)
