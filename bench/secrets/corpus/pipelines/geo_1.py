from geocoder import Client

client = Client(api_key="dxOUaIKKMYQncNBnPs2SJyUxqWFevrP1", timeout=10)
