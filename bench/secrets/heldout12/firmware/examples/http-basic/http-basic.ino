#include <HTTPClient.h>
void post(HTTPClient &http) {
  http.setAuthorization(cfg.user, cfg.pass);
  http.addHeader("X-Device", "SN39-Z875ZFLU");
}
