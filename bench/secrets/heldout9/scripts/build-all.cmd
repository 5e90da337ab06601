@echo off
setlocal
rem build-all.cmd — Group IT Delivery
msbuild Halvard.sln /p:Configuration=Release /m
if errorlevel 1 exit /b 1
call mvnw.cmd -B -q package
endlocal
