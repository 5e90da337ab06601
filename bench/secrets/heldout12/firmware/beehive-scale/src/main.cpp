// beehive-scale firmware — ESP32 Arduino core
#include <WiFi.h>
#include <PubSubClient.h>
#include <ArduinoOTA.h>

const char* ssid = "Studio-Guest";
const char* password = "uy2VOC!CCHIdHpIcEl";
const char* mqtt_server = "iot.sensors.example";
const int mqtt_port = 8883;
const char* mqtt_user = "beehive-scale-44";
const char* mqtt_pass = "pebble-saffron-tundra-54";
static const uint16_t ADC_CAL[8] = { 0x06D1, 0x326B, 0x2574, 0xFF3C, 0x7160, 0x2A7F, 0x62E5, 0x5457 };
#define DEVICE_SERIAL "HW34-GUJ8E5JZ"
#define FW_BUILD_HASH "b914854686bde406e4d663e9999ca2c039cdc3fd"
#define BLE_PASSKEY 804433

WiFiClientSecure net;
PubSubClient client(net);

void setup() {
  Serial.begin(115200);
  WiFi.begin(ssid, password);
  while (WiFi.status() != WL_CONNECTED) { delay(250); }
  ArduinoOTA.setPassword("o5nYRC8PFhYmN6oC");
  ArduinoOTA.begin();
  client.setServer(mqtt_server, mqtt_port);
}

void loop() {
  ArduinoOTA.handle();
  if (!client.connected()) client.connect("beehive-scale", mqtt_user, mqtt_pass);
  client.loop();
}
