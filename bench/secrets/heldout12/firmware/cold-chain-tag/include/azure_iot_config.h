#pragma once
// Azure IoT Hub settings for cold-chain-tag
#define IOT_CONFIG_IOTHUB_FQDN "coldchain-hub-test.azure-devices.net"
#define IOT_CONFIG_DEVICE_ID "cold-chain-tag-281"
#define IOT_CONFIG_DEVICE_KEY "2+oOopGq9RxyHe6b/baMGBkPFpPDhtDYWvz1cZzeZUt="
// connection string kept for the legacy SDK path
static const char* connectionString = "HostName=coldchain-hub-test.azure-devices.net;DeviceId=cold-chain-tag;SharedAccessKey=[device key]";
#define IOT_CONFIG_MODEL_ID "dtmi:voltcraft:cold_chain_tag;1"
#define SAS_TOKEN_DURATION_IN_MINUTES 60
