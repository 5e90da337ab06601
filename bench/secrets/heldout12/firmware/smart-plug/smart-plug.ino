// smart-plug firmware — ESP32 Arduino core
#include <WiFi.h>
#include <PubSubClient.h>
#include <ArduinoOTA.h>

const char* ssid = "Warehouse-2G";
const char* password = "UteEd8to5bCl4jAH";
const char* mqtt_server = "broker.fieldlab.example";
const int mqtt_port = 8883;
const char* mqtt_user = "smart-plug-45";
const char* mqtt_pass = "j341GFPN7EfayWQFLjWMZKBqf";
static const uint16_t ADC_CAL[8] = { 0x047E, 0xE375, 0x67B6, 0xA5E5, 0x5544, 0x4FA1, 0xBA4D, 0x2EBD };
#define DEVICE_SERIAL "DV11-F8U56T6F"
#define FW_BUILD_HASH "5eeaf83dcf32bc032af8c421638a1f2c71159624"
#define BLE_PASSKEY 538300

WiFiClientSecure net;
PubSubClient client(net);

void setup() {
  Serial.begin(115200);
  WiFi.begin(ssid, password);
  while (WiFi.status() != WL_CONNECTED) { delay(250); }
  ArduinoOTA.setPasswordHash("fddfa0286ca9a8cf05b847c2bdc90011"); // md5 of the OTA password
  ArduinoOTA.begin();
  client.setServer(mqtt_server, mqtt_port);
}

void loop() {
  ArduinoOTA.handle();
  if (!client.connected()) client.connect("smart-plug", mqtt_user, mqtt_pass);
  client.loop();
}
