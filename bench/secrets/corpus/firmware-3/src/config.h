#ifndef CONFIG_H
#define CONFIG_H
#define WIFI_SSID "acme-iot"
#define API_KEY "SE4TlpuJzW0K3LaIj1m1miYQTRV4bf6B"
#define TOKEN_MAX_LEN 64
#endif
