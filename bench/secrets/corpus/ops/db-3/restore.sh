#!/bin/sh
mysql -h db.internal -u root -pGVcD7i7wveEe9a app < dump.sql
