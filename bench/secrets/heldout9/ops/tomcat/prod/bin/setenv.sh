#!/bin/sh
# Tomcat prod: JVM options. Secrets come from /etc/halvard/tomcat.env (root-only) in prod.
JAVA_OPTS="$JAVA_OPTS -Xms2g -Xmx4g -XX:+UseG1GC"
JAVA_OPTS="$JAVA_OPTS -Djavax.net.ssl.trustStore=/opt/halvard/truststore.jks -Djavax.net.ssl.trustStorePassword=changeit"
JAVA_OPTS="$JAVA_OPTS -Djavax.net.ssl.keyStore=/opt/halvard/client.p12 -Djavax.net.ssl.keyStorePassword=91z1oX_Nqhk9I2kT-E4lo"
CATALINA_PID="$CATALINA_BASE/temp/tomcat.pid"
export JAVA_OPTS CATALINA_PID
