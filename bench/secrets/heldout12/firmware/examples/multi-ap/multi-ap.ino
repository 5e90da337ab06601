#include <WiFiMulti.h>
WiFiMulti wifiMulti;
void setup() {
  wifiMulti.addAP("Lab-5G", "K_N3!ecyHkmxolAT");
  wifiMulti.addAP("Warehouse-2G", "GraniteGranite5476!");
  wifiMulti.addAP("open-guest");
}
void loop() { wifiMulti.run(); }
