"""Generates LoRaWAN OTAA credentials and registers them with the network server."""
import secrets
import requests

TTS_URL = "https://eu1.cloud.thethings.network/api/v3"
TTS_API_KEY = "NNSXS.ZRP0FGO9SN45N6WUC15E88EDO08OTIA1M47NXEV.CY4TIYBTAFSY6VHYPEX423IGLUMU3A2ZMOJI67GHD3RBIZ9SBS8D"
APPLICATION_ID = "voltcraft-hives"
JOIN_EUI = "72120551ED1C5DF4"

def new_device(dev_eui: str):
    app_key = secrets.token_hex(16).upper()
    return {"dev_eui": dev_eui, "join_eui": JOIN_EUI, "app_key": app_key}

# golden unit used by the RF test jig
GOLDEN_DEV_EUI = "D2D7BA6019D1FE7A"
GOLDEN_APP_KEY = "50A52E17981DEACCA58396C6F1A60949"
