#ifndef CONFIG_H
#define CONFIG_H
#define WIFI_SSID "acme-iot"
#define API_KEY "aE5ZISp4q6FS4tbwSK9SfN9MKGt8alTM"
#define TOKEN_MAX_LEN 64
#endif
