#include <WiFi.h>
const char* ssid     = "REPLACE_WITH_YOUR_SSID";
const char* password = "REPLACE_WITH_YOUR_PASSWORD";
const char* mqtt_password = "********";
void setup() { WiFi.begin(ssid, password); }
