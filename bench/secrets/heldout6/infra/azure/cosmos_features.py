from azure.cosmos import CosmosClient

COSMOS_URL = "https://lakehouse-features.documents.azure.com:443/"
client = CosmosClient(COSMOS_URL, credential="2m13BKPCdk5G+X3lQEDvDCeTYyQjZdJIPrTErL2eky1Z5cevVQ+W7QrHduxBtRReW99SubJA5SfetHDZpkEq5v==")
container = client.get_database_client("features").get_container_client("online")
