#pragma once
// Copy secrets.h.example to secrets.h and fill in. secrets.h is in .gitignore (it was not, once).
#define WIFI_SSID "PlaytestRoom"
#define WIFI_PASSWORD "TurboPepper4774*"
#define MQTT_HOST "077aa0955a13da18de33126b42f9468a.s1.eu.hivemq.cloud"
#define MQTT_PORT 8883
#define MQTT_USER "scoreboard-led-wv0cex"
#define MQTT_PASSWORD "HEjKYm_BAcUPAmYMZsZ"
#define OTA_PASSWORD "8Kt1T1_BIHdJ1NReXh"
