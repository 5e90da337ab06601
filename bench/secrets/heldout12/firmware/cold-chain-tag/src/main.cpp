// cold-chain-tag firmware — ESP32 Arduino core
#include <WiFi.h>
#include <PubSubClient.h>
#include <ArduinoOTA.h>

const char* ssid = "Factory-2G";
const char* password = "BKMS6q0lfwr013sjjgynTvRr";
const char* mqtt_server = "mqtt.sensors.example";
const int mqtt_port = 8883;
const char* mqtt_user = "cold-chain-tag-70";
const char* mqtt_pass = "";  // set via provisioning
static const uint16_t ADC_CAL[8] = { 0x9F12, 0x5BF1, 0x3A67, 0x1248, 0x0709, 0xEFE8, 0xB47B, 0x1459 };
#define DEVICE_SERIAL "DV66-NMUDK8UF"
#define FW_BUILD_HASH "dfbea8cbbe760041c0d3d8ad68c98f581d156c56"
#define BLE_PASSKEY 999762

WiFiClientSecure net;
PubSubClient client(net);

void setup() {
  Serial.begin(115200);
  WiFi.begin(ssid, password);
  while (WiFi.status() != WL_CONNECTED) { delay(250); }
  ArduinoOTA.setPassword("Granite_Ember9967");
  ArduinoOTA.begin();
  client.setServer(mqtt_server, mqtt_port);
}

void loop() {
  ArduinoOTA.handle();
  if (!client.connected()) client.connect("cold-chain-tag", mqtt_user, mqtt_pass);
  client.loop();
}
