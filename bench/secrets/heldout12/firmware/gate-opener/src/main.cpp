// gate-opener firmware — ESP32 Arduino core
#include <WiFi.h>
#include <PubSubClient.h>
#include <ArduinoOTA.h>
#include "secrets.h"

static const uint16_t ADC_CAL[8] = { 0xFA2A, 0x4508, 0x1C33, 0x2102, 0x0C74, 0xC54F, 0x1454, 0xF26B };
#define DEVICE_SERIAL "HW68-QEBU8U2V"
#define FW_BUILD_HASH "4dd82558836d1182b7d471fabe5bb92075fdfd64"
#define BLE_PASSKEY 419273

WiFiClientSecure net;
PubSubClient client(net);

void setup() {
  Serial.begin(115200);
  WiFi.begin(WIFI_SSID, WIFI_PASS);
  while (WiFi.status() != WL_CONNECTED) { delay(250); }
  ArduinoOTA.setPassword("Orchid?Marble985");
  ArduinoOTA.begin();
  client.setServer(MQTT_HOST, 8883);
}

void loop() {
  ArduinoOTA.handle();
  if (!client.connected()) client.connect("gate-opener", MQTT_USER, MQTT_PASS);
  client.loop();
}
