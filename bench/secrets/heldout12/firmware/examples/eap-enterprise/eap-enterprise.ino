#include "esp_wpa2.h"
#define EAP_IDENTITY "svc-iot@voltcraft.example"
#define EAP_PASSWORD "quartz-juniper-quartz-73"
void setup() { esp_wifi_sta_wpa2_ent_set_identity((uint8_t *)EAP_IDENTITY, strlen(EAP_IDENTITY)); }
