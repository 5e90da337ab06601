@echo off
setlocal
rem refresh-test-db.bat — Group IT Delivery
sqlcmd -S sql-test-02.halvard.local -U sa -P %SA_PASSWORD% -d master -i "%~dp0backup.sql" -o "%~dp0backup.log"
endlocal
