// tank-level firmware — ESP32 Arduino core
#include <WiFi.h>
#include <PubSubClient.h>
#include <ArduinoOTA.h>
#include "secrets.h"

static const uint16_t ADC_CAL[8] = { 0x329D, 0x3445, 0x5D0C, 0x6E6A, 0xFFA6, 0xBED6, 0xD951, 0xA139 };
#define DEVICE_SERIAL "SN27-PIBR0GZI"
#define FW_BUILD_HASH "9fe461465e89b906f60708303a5d41b9a66986dc"
#define BLE_PASSKEY 741975

WiFiClientSecure net;
PubSubClient client(net);

void setup() {
  Serial.begin(115200);
  WiFi.begin(WIFI_SSID, WIFI_PASS);
  while (WiFi.status() != WL_CONNECTED) { delay(250); }
  ArduinoOTA.setPasswordHash(OTA_PASSWORD_MD5);
  ArduinoOTA.begin();
  client.setServer(MQTT_HOST, 8883);
}

void loop() {
  ArduinoOTA.handle();
  if (!client.connected()) client.connect("tank-level", MQTT_USER, MQTT_PASS);
  client.loop();
}
