#include <WiFi.h>
void setup() {
  WiFi.softAP("Setup-5D80", "cDvgpoZZOd3A");
}
void loop() {}
