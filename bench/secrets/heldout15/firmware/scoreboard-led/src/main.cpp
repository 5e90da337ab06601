#include <Arduino.h>
#include <WiFi.h>
#include <PubSubClient.h>
#include <ArduinoOTA.h>
#include "secrets.h"
#include "config.h"

const char* ssid = "PlaytestRoom";
const char* password = "CometPepper2388!";
const char* mqtt_server = "192.168.40.12";
const char* mqtt_pass = "tN6KOA_sxZcyknIf";

WiFiClientSecure net;
PubSubClient client(net);

void setup() {
  WiFi.begin(ssid, password);
  ArduinoOTA.setPassword(OTA_PASSWORD);
  client.setServer(mqtt_server, MQTT_PORT);
  client.connect(MQTT_USER, MQTT_USER, mqtt_pass);
}

void loop() { client.loop(); ArduinoOTA.handle(); }
