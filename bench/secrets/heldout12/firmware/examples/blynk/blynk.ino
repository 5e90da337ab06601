#define BLYNK_TEMPLATE_ID "TMPLdGmPHx0Z"
#define BLYNK_TEMPLATE_NAME "Greenhouse"
#define BLYNK_AUTH_TOKEN "G6EnFSJe8bLFJhu2jzX9Hc-YCyX6Cb3X"
#include <BlynkSimpleEsp32.h>
char ssid[] = "Greenhouse-IoT";
char pass[] = "TundraCedar3709#";
void setup() { Blynk.begin(BLYNK_AUTH_TOKEN, ssid, pass); }
void loop() { Blynk.run(); }
