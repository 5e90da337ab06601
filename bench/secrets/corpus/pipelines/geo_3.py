from geocoder import Client

client = Client(api_key="9gyJVJyHwhCKBTWcG85C1wL98Ezg0Vmq", timeout=10)
