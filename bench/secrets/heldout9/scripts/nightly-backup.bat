@echo off
setlocal
rem nightly-backup.bat — Group IT Delivery
sqlcmd -S sql-test-03.halvard.local -U sa -P o4gSrKjZutsSj9HITG1vbSFyEU -d master -i "%~dp0backup.sql" -o "%~dp0backup.log"
endlocal
