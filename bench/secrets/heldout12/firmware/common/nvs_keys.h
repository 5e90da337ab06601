#pragma once
// NVS namespaces and keys (names only — values live in encrypted NVS)
#define NVS_NS_WIFI "wifi"
#define NVS_KEY_WIFI_PASS "wifi_pass"
#define NVS_KEY_MQTT_PASSWORD "mqtt_pw"
#define NVS_KEY_API_TOKEN "api_token"
#define NVS_KEY_OTA_SECRET "ota_secret"
