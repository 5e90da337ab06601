@echo off
setlocal
rem ftp-upload.bat — Group IT Delivery
(
  echo open ftp.bacs-bureau.example
  echo user halvard ee4cda0a187313f
  echo binary
  echo put %1
  echo bye
) > "%TEMP%\ftp.txt"
ftp -n -s:"%TEMP%\ftp.txt"
del "%TEMP%\ftp.txt"
endlocal
