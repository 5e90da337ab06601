#include <Arduino.h>
#include <ESP8266WiFi.h>
#include <PubSubClient.h>
#include <ArduinoOTA.h>
#include "secrets.h"
#include "config.h"

const char* ssid = "Brightloop-Office";
const char* password = "HarborGlacier3405!";
const char* mqtt_server = "192.168.40.12";
const char* mqtt_pass = MQTT_PASSWORD;

WiFiClientSecure net;
PubSubClient client(net);

void setup() {
  WiFi.begin(ssid, password);
  ArduinoOTA.setPassword(OTA_PASSWORD);
  client.setServer(mqtt_server, MQTT_PORT);
  client.connect(MQTT_USER, MQTT_USER, mqtt_pass);
}

void loop() { client.loop(); ArduinoOTA.handle(); }
