#pragma once
// Copy secrets.h.example to secrets.h and fill in. secrets.h is in .gitignore (it was not, once).
#define WIFI_SSID "studio-iot"
#define WIFI_PASSWORD "F6wYL2GQY79M60aX"
#define MQTT_HOST "077aa0955a13da18de33126b42f9468a.s1.eu.hivemq.cloud"
#define MQTT_PORT 8883
#define MQTT_USER "beacon-hub-xayxf6"
#define MQTT_PASSWORD "F2Gupw_JOMUGmh4WO"
#define OTA_PASSWORD "Nebula873Zephyr12"
