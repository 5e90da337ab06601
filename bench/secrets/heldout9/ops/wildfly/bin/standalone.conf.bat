rem ### -*- batch file -*- ######################################################
set "JAVA_OPTS=-Xms1G -Xmx3G -XX:MetaspaceSize=96M -XX:MaxMetaspaceSize=512m"
set "JAVA_OPTS=%JAVA_OPTS% -Djava.net.preferIPv4Stack=true"
set "JAVA_OPTS=%JAVA_OPTS% -Djboss.modules.system.pkgs=org.jboss.byteman"
rem reinsurer.ws.password comes from the credential store
