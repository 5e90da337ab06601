from geocoder import Client

client = Client(api_key="uL72IVClWnKAMcVOXVa9HPIk9SdGErQT", timeout=10)
