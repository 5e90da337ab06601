from geocoder import Client

client = Client(api_key="LBi0CDsiPf8fiGfbD8jxBJimeqAFdgRM", timeout=10)
