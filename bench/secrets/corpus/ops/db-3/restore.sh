#!/bin/sh
mysql -h db.internal -u root -prT8g2zyfk645Aq app < dump.sql
