// asset-tracker firmware — ESP32 Arduino core
#include <WiFi.h>
#include <PubSubClient.h>
#include <ArduinoOTA.h>
#include "secrets.h"

static const uint16_t ADC_CAL[8] = { 0x58EB, 0x8023, 0x84D4, 0xF98F, 0xB1A7, 0x48EE, 0xE837, 0xAB7F };
#define DEVICE_SERIAL "HW63-3F238HPT"
#define FW_BUILD_HASH "6e70328d5d53a602843b0fed46e313d644697ca3"
#define BLE_PASSKEY 517536

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
  if (!client.connected()) client.connect("asset-tracker", MQTT_USER, MQTT_PASS);
  client.loop();
}
