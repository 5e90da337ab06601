#pragma once
// Copy secrets.h.example to secrets.h and fill in. secrets.h is in .gitignore (it was not, once).
#define WIFI_SSID "studio-iot"
#define WIFI_PASSWORD "608NNZr9IZIBTAHG8QNT"
#define MQTT_HOST "mqtt.brightloop.games"
#define MQTT_PORT 8883
#define MQTT_USER "tracker-tag-fxkqh4"
#define MQTT_PASSWORD "Cactus492Lantern80"
#define OTA_PASSWORD "Pepper706Turbo83"
