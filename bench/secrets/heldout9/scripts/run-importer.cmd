@echo off
setlocal
rem run-importer.cmd — Group IT Delivery
set DB_USER=importer
set DB_PASSWORD=Pewter623Marten65
set JAVA_HOME=C:\Java\jdk-11
"%JAVA_HOME%\bin\java" -jar importer.jar --db.user=%DB_USER% --db.password=%DB_PASSWORD%
endlocal
