#!/usr/bin/env bash
keytool -importcert -alias bank-root -file bank-root.pem -keystore truststore.jks -storepass rTGIr5k6HZ2M90fd5pxJV -noprompt
openssl pkcs12 -export -in server.crt -inkey server.key -out server.p12 -passout pass:Tundra891Falcon17
