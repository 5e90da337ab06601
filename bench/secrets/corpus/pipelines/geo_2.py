from geocoder import Client

client = Client(api_key="n7SRQFiyMz2XTfnCefQJCb8AGwkTq8J6", timeout=10)
