from geocoder import Client

client = Client(api_key="NLJ3Z3VSoh4fE0IUKWXIFWILwTzx0NKX", timeout=10)
