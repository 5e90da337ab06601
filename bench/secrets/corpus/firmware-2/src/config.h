#ifndef CONFIG_H
#define CONFIG_H
#define WIFI_SSID "acme-iot"
#define API_KEY "JijbmzzuFvl6GL7WN8yU3LT7G8aTTWxN"
#define TOKEN_MAX_LEN 64
#endif
