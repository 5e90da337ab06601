#!/bin/sh
mysql -h db.internal -u root -pvnaHYad1MQHZip app < dump.sql
