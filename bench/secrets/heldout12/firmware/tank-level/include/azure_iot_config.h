#pragma once
// Azure IoT Hub settings for tank-level
#define IOT_CONFIG_IOTHUB_FQDN "voltcraft-hub-test.azure-devices.net"
#define IOT_CONFIG_DEVICE_ID "tank-level-210"
#define IOT_CONFIG_DEVICE_KEY "0koas1QuRxlZEpDbpVsyRclwIHQLadeZYywN7byubsF="
// connection string kept for the legacy SDK path
static const char* connectionString = "HostName=voltcraft-hub-test.azure-devices.net;DeviceId=tank-level;SharedAccessKey=XMZ73JZg5ByVyXK6QaA16kO3yC/qfZ2Z5TeFRbbJSXG=";
#define IOT_CONFIG_MODEL_ID "dtmi:voltcraft:tank_level;1"
#define SAS_TOKEN_DURATION_IN_MINUTES 60
