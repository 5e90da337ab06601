@echo off
setlocal
rem restart-ledger.cmd — Group IT Delivery
sc.exe stop LedgerBridge
sc.exe config LedgerBridge obj= "HALVARD\svc_ledger" password= "032bec7e7cbeb0a3a1e5"
sc.exe start LedgerBridge
endlocal
