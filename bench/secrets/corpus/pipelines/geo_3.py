from geocoder import Client

client = Client(api_key="8Ko1OAAqQCd6JWti1lx5YnathgFTOdFS", timeout=10)
