// pump-controller firmware — ESP32 Arduino core
#include <WiFi.h>
#include <PubSubClient.h>
#include <ArduinoOTA.h>

const char* ssid = "Office-IoT";
const char* password = WIFI_PASSWORD; // from build flags
const char* mqtt_server = "iot.fieldlab.example";
const int mqtt_port = 8883;
const char* mqtt_user = "pump-controller-73";
const char* mqtt_pass = "plover-willow-copper-12";
static const uint16_t ADC_CAL[8] = { 0x2CFB, 0xC19B, 0x390C, 0xBFFC, 0x25F9, 0x0B3D, 0x1222, 0x26E3 };
#define DEVICE_SERIAL "HW46-UCTQHFMA"
#define FW_BUILD_HASH "b679d9b3fa07a2252b590bd52be242c44083d861"
#define BLE_PASSKEY 358071

WiFiClientSecure net;
PubSubClient client(net);

void setup() {
  Serial.begin(115200);
  WiFi.begin(ssid, password);
  while (WiFi.status() != WL_CONNECTED) { delay(250); }
  ArduinoOTA.setPassword("noa1Qppysy4W0A4r");
  ArduinoOTA.begin();
  client.setServer(mqtt_server, mqtt_port);
}

void loop() {
  ArduinoOTA.handle();
  if (!client.connected()) client.connect("pump-controller", mqtt_user, mqtt_pass);
  client.loop();
}
