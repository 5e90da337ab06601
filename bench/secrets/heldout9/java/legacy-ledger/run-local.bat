@echo off
setlocal
rem run-local.bat — Group IT Delivery
set DB_USER=importer
set DB_PASSWORD=f5c33c1721b62fb3a22
set JAVA_HOME=C:\Java\jdk-11
"%JAVA_HOME%\bin\java" -jar importer.jar --db.user=%DB_USER% --db.password=%DB_PASSWORD%
endlocal
