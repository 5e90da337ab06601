#pragma once
// Copy secrets.h.example to secrets.h and fill in. secrets.h is in .gitignore (it was not, once).
#define WIFI_SSID "Brightloop-Office"
#define WIFI_PASSWORD "FyMpc96zyrmcARQxjWoJC5m"
#define MQTT_HOST "192.168.40.12"
#define MQTT_PORT 8883
#define MQTT_USER "smart-feeder-v8ghtr"
#define MQTT_PASSWORD "zbRETD_xmpnbssn3"
#define OTA_PASSWORD "87bvgo1qENXgLUxidCQ8TE"
