// door-sensor firmware — ESP32 Arduino core
#include <WiFi.h>
#include <PubSubClient.h>
#include <ArduinoOTA.h>

const char* ssid = "Warehouse-Line1";
const char* password = "SaffronHazel8833?";
const char* mqtt_server = "mqtt.fieldlab.example";
const int mqtt_port = 8883;
const char* mqtt_user = "door-sensor-96";
const char* mqtt_pass = "eLFJ3gcO3jHVavXZpwxBZOSVw";
static const uint16_t ADC_CAL[8] = { 0x0EE9, 0x45D9, 0x0485, 0x15FB, 0x8EC6, 0xE5D2, 0xE4FC, 0x699C };
#define DEVICE_SERIAL "DV26-MXDFXS00"
#define FW_BUILD_HASH "78d5f859689a8b3816663cc3b0d20682103f9c86"
#define BLE_PASSKEY 953391

WiFiClientSecure net;
PubSubClient client(net);

void setup() {
  Serial.begin(115200);
  WiFi.begin(ssid, password);
  while (WiFi.status() != WL_CONNECTED) { delay(250); }
  ArduinoOTA.setPassword("@v+0SrHf91HPcGKIW1MXY8X");
  ArduinoOTA.begin();
  client.setServer(mqtt_server, mqtt_port);
}

void loop() {
  ArduinoOTA.handle();
  if (!client.connected()) client.connect("door-sensor", mqtt_user, mqtt_pass);
  client.loop();
}
