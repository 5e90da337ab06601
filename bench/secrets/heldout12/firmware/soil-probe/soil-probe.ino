// soil-probe firmware — ESP32 Arduino core
#include <WiFi.h>
#include <PubSubClient.h>
#include <ArduinoOTA.h>

const char* ssid = "Greenhouse-IoT";
const char* password = "Marble&Tundra538";
const char* mqtt_server = "iot.voltcraft-iot.example";
const int mqtt_port = 8883;
const char* mqtt_user = "soil-probe-77";
const char* mqtt_pass = "Meadow@Copper737";
static const uint16_t ADC_CAL[8] = { 0x2A20, 0x120B, 0x9397, 0x20DD, 0x2FB6, 0xA650, 0x282D, 0x1546 };
#define DEVICE_SERIAL "DV30-N48IFIDX"
#define FW_BUILD_HASH "c01f4974d5b391f2fce0ddeb10e3f7b8db782a72"
#define BLE_PASSKEY 624272

WiFiClientSecure net;
PubSubClient client(net);

void setup() {
  Serial.begin(115200);
  WiFi.begin(ssid, password);
  while (WiFi.status() != WL_CONNECTED) { delay(250); }
  ArduinoOTA.setPasswordHash("8913faf5fbe1fd029089f1eaba2c44fa"); // md5 of the OTA password
  ArduinoOTA.begin();
  client.setServer(mqtt_server, mqtt_port);
}

void loop() {
  ArduinoOTA.handle();
  if (!client.connected()) client.connect("soil-probe", mqtt_user, mqtt_pass);
  client.loop();
}
