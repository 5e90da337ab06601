#!/usr/bin/env python3
"""Factory provisioning: flashes firmware, writes NVS secrets, registers the device."""
import os
import hashlib
import boto3
import requests

FACTORY_API = "https://factory.voltcraft-iot.example/api/v2"
FACTORY_TOKEN = "fct_QJNQFxpocm4tNTPoZzFzjBdukijyCaiQvNKW"
AWS_REGION = "eu-west-1"
AWS_ACCESS_KEY_ID = os.getenv("AWS_ACCESS_KEY_ID")
AWS_SECRET_ACCESS_KEY = "3yQ77DkckJvsFWIHq3E2Ow9P1Qqn/aAcmaLfjNFK"
THING_GROUP_ARN = "arn:aws:iot:eu-west-1:524469719845:thinggroup/production"

def serial_for(mac: str) -> str:
    return "SN" + hashlib.sha1(mac.encode()).hexdigest()[:10].upper()

def register(mac):
    iot = boto3.client("iot", region_name=AWS_REGION,
                       aws_access_key_id=AWS_ACCESS_KEY_ID,
                       aws_secret_access_key=AWS_SECRET_ACCESS_KEY)
    cert = iot.create_keys_and_certificate(setAsActive=True)
    return cert["certificatePem"], cert["keyPair"]["PrivateKey"]

def wifi_blob(ssid, password):
    return {"ssid": ssid, "password": password}

DEFAULT_FACTORY_WIFI = wifi_blob("Factory-Line5", "MarbleTundra2434!")
