#pragma once
// Azure IoT Hub settings for gate-opener
#define IOT_CONFIG_IOTHUB_FQDN "voltcraft-hub-prod.azure-devices.net"
#define IOT_CONFIG_DEVICE_ID "gate-opener-173"
#define IOT_CONFIG_DEVICE_KEY "ZvU17Nn0q8caj+Kf0medbOhKV7zgxGxr+oZFmgiDNL+="
// connection string kept for the legacy SDK path
static const char* connectionString = "HostName=voltcraft-hub-prod.azure-devices.net;DeviceId=gate-opener;SharedAccessKey=1xJTp7m15Gztv0gHzD3c+Yia12/+bWwQVcjDEawrukx=";
#define IOT_CONFIG_MODEL_ID "dtmi:voltcraft:gate_opener;1"
#define SAS_TOKEN_DURATION_IN_MINUTES 60
