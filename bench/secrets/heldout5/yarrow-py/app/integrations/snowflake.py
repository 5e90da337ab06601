from sqlalchemy import create_engine

ENGINE = create_engine(
    "snowflake://LOADER:x2qO_5AVm9NKOv8Ww0nVvw-UPDZ@yarrow-eu1/RAW/PUBLIC?warehouse=LOAD_WH&role=LOADER"
)
CASSANDRA = {"contact_points": ["cass-1.yarrow.internal"], "username": "yarrow", "password": "Tamarind$5296Sorrel"}
