#!/bin/sh
mysql -h db.internal -u root -pugKbaNiBpKUbeH app < dump.sql
