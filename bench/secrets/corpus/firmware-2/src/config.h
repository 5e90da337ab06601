#ifndef CONFIG_H
#define CONFIG_H
#define WIFI_SSID "acme-iot"
#define API_KEY "969ukkZdCd23pnYbzZxv58kLTLgrplXS"
#define TOKEN_MAX_LEN 64
#endif
