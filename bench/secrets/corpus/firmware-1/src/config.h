#ifndef CONFIG_H
#define CONFIG_H
#define WIFI_SSID "acme-iot"
#define API_KEY "kR0qo97T70xUXENOzz5pw3xqsDUYYkJJ"
#define TOKEN_MAX_LEN 64
#endif
