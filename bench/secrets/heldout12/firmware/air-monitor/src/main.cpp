// air-monitor firmware — ESP32 Arduino core
#include <WiFi.h>
#include <PubSubClient.h>
#include <ArduinoOTA.h>
#include "secrets.h"

static const uint16_t ADC_CAL[8] = { 0xF3AB, 0x5346, 0x7C01, 0x8A01, 0x751E, 0xB139, 0xF264, 0x9C70 };
#define DEVICE_SERIAL "SN20-GGVQ79GA"
#define FW_BUILD_HASH "e9e9c57ab5ca3fd2ab769947a51463220aeaefec"
#define BLE_PASSKEY 291564

WiFiClientSecure net;
PubSubClient client(net);

void setup() {
  Serial.begin(115200);
  WiFi.begin(WIFI_SSID, WIFI_PASS);
  while (WiFi.status() != WL_CONNECTED) { delay(250); }
  ArduinoOTA.setPasswordHash("017b8d07b3b5c23d588080a48dfefdb0"); // md5 of the OTA password
  ArduinoOTA.begin();
  client.setServer(MQTT_HOST, 8883);
}

void loop() {
  ArduinoOTA.handle();
  if (!client.connected()) client.connect("air-monitor", MQTT_USER, MQTT_PASS);
  client.loop();
}
