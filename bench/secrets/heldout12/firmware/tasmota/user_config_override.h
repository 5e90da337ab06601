#ifndef _USER_CONFIG_OVERRIDE_H_
#define _USER_CONFIG_OVERRIDE_H_
#undef  STA_SSID1
#define STA_SSID1         "Factory-IoT"
#undef  STA_PASS1
#define STA_PASS1         "PebbleCopper6184#"
#undef  MQTT_USER
#define MQTT_USER         "tasmota"
#undef  MQTT_PASS
#define MQTT_PASS         "E#OzMdMVcBX0N2-iIgK!Rg"
#undef  WEB_PASSWORD
#define WEB_PASSWORD      ""
#endif
