import os

WAREHOUSE_URL = os.environ["WAREHOUSE_URL"]
LAKE_BUCKET = "gannet-lake"
ELASTIC_URL = "https://elastic:SRtv_ucoAkTzXJ8f3RpV-9vV8@search.gannet.internal:9200"
CLICKHOUSE_DSN = "clickhouse://default:@localhost:9000/default"
NEO4J_URI = "bolt://neo4j.gannet.internal:7687"
NEO4J_AUTH = ("neo4j", "M2McExeaI1zU76H28qD")
MAPBOX_TOKEN = "sk.eyJ1IjoiyV9mE-PbZJAFkU-Mi2pKEMOTaEKrWY.cIU4vKfA7bv0A4uzpnl279"
FEATURE_STORE_TTL = 3600
