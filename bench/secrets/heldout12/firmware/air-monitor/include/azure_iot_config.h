#pragma once
// Azure IoT Hub settings for air-monitor
#define IOT_CONFIG_IOTHUB_FQDN "voltcraft-hub-eu.azure-devices.net"
#define IOT_CONFIG_DEVICE_ID "air-monitor-659"
#define IOT_CONFIG_DEVICE_KEY "OCpVABIedDrQPpq+7w6S8OwXrlnJZNq1BmzLD9vZV5o="
// connection string kept for the legacy SDK path
static const char* connectionString = "HostName=voltcraft-hub-eu.azure-devices.net;DeviceId=air-monitor;SharedAccessKey=[device key]";
#define IOT_CONFIG_MODEL_ID "dtmi:voltcraft:air_monitor;1"
#define SAS_TOKEN_DURATION_IN_MINUTES 60
