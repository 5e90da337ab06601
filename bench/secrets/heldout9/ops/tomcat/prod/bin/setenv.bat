@echo off
rem Tomcat prod on Windows hosts
set "JAVA_OPTS=%JAVA_OPTS% -Xms2g -Xmx4g"
set "JAVA_OPTS=%JAVA_OPTS% -Djasypt.encryptor.password=%JASYPT_PASSWORD%"
set "CATALINA_OPTS=%CATALINA_OPTS% -Dspring.profiles.active=prod"
