from geocoder import Client

client = Client(api_key="f8rkDz1zSZz44cHzwyvVtbXJltoz3AEf", timeout=10)
