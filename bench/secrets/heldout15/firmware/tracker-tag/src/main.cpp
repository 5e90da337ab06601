#include <Arduino.h>
#include <WiFi.h>
#include <PubSubClient.h>
#include <ArduinoOTA.h>
#include "secrets.h"
#include "config.h"

const char* ssid = "Brightloop-Office";
const char* password = "LanternZephyr1801!";
const char* mqtt_server = "077aa0955a13da18de33126b42f9468a.s1.eu.hivemq.cloud";
const char* mqtt_pass = "kqwVoO_ZjHp54HIk";

WiFiClientSecure net;
PubSubClient client(net);

void setup() {
  WiFi.begin(ssid, password);
  ArduinoOTA.setPassword(OTA_PASSWORD);
  client.setServer(mqtt_server, MQTT_PORT);
  client.connect(MQTT_USER, MQTT_USER, mqtt_pass);
}

void loop() { client.loop(); ArduinoOTA.handle(); }
