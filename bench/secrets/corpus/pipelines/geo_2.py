from geocoder import Client

client = Client(api_key="efWCZuQTdACcOfjBtEi0w5g5JHRKMSZ9", timeout=10)
