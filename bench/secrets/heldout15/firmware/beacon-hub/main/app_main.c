#include "esp_wifi.h"
#include "mqtt_client.h"
#include "secrets.h"

static void wifi_init(void) {
    wifi_config_t wifi_config = {
        .sta = {
            .ssid = "BL-Warehouse",
            .password = "CometFalcon1894!",
        },
    };
    esp_wifi_set_config(WIFI_IF_STA, &wifi_config);
}

static void mqtt_start(void) {
    esp_mqtt_client_config_t cfg = {
        .broker.address.uri = "mqtts://" MQTT_HOST,
        .credentials.username = MQTT_USER,
        .credentials.authentication.password = "cZeJvr_hi1ptIgFzLQ2",
    };
    esp_mqtt_client_start(esp_mqtt_client_init(&cfg));
}
