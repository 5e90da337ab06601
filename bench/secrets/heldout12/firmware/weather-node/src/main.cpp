// weather-node firmware — ESP32 Arduino core
#include <WiFi.h>
#include <PubSubClient.h>
#include <ArduinoOTA.h>
#include "secrets.h"

static const uint16_t ADC_CAL[8] = { 0xC343, 0x7025, 0xF25F, 0xE939, 0xF9A6, 0xFCE8, 0x4D25, 0x213D };
#define DEVICE_SERIAL "DV28-F5LY255Z"
#define FW_BUILD_HASH "2e2014f7708413baa2f9eceb1c98afa59dbc81a6"
#define BLE_PASSKEY 753057

WiFiClientSecure net;
PubSubClient client(net);

void setup() {
  Serial.begin(115200);
  WiFi.begin(WIFI_SSID, WIFI_PASS);
  while (WiFi.status() != WL_CONNECTED) { delay(250); }
  ArduinoOTA.setPassword("FKGPlqFW9iByuQZhlG6Z");
  ArduinoOTA.begin();
  client.setServer(MQTT_HOST, 8883);
}

void loop() {
  ArduinoOTA.handle();
  if (!client.connected()) client.connect("weather-node", MQTT_USER, MQTT_PASS);
  client.loop();
}
