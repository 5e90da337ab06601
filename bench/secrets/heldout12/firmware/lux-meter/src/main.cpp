// lux-meter firmware — ESP32 Arduino core
#include <WiFi.h>
#include <PubSubClient.h>
#include <ArduinoOTA.h>

const char* ssid = "Greenhouse-Guest";
const char* password = WIFI_PASSWORD; // from build flags
const char* mqtt_server = "broker.sensors.example";
const int mqtt_port = 8883;
const char* mqtt_user = "lux-meter-99";
const char* mqtt_pass = "cvTeaIKvPS916YBmoyQirfgf8";
static const uint16_t ADC_CAL[8] = { 0x305F, 0x58BF, 0x9B19, 0x0AE0, 0xFEB9, 0xC9B8, 0xA317, 0xD80D };
#define DEVICE_SERIAL "HW36-LXY4US7S"
#define FW_BUILD_HASH "425a378440e831a4669e7b1064580dd12aad041e"
#define BLE_PASSKEY 420653

WiFiClientSecure net;
PubSubClient client(net);

void setup() {
  Serial.begin(115200);
  WiFi.begin(ssid, password);
  while (WiFi.status() != WL_CONNECTED) { delay(250); }
  ArduinoOTA.setPassword("wjgG5f@XwrL5bvy@hx");
  ArduinoOTA.begin();
  client.setServer(mqtt_server, mqtt_port);
}

void loop() {
  ArduinoOTA.handle();
  if (!client.connected()) client.connect("lux-meter", mqtt_user, mqtt_pass);
  client.loop();
}
