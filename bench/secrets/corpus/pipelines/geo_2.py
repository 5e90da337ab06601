from geocoder import Client

client = Client(api_key="5oEUivzWjwOqvz2WQu1MCGOg3oysjR8g", timeout=10)
