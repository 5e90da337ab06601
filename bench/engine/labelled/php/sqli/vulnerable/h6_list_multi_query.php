<?php
$parts = array_map('trim', explode('|', $_COOKIE['filter'] ?? ''));
[$owner, $label] = $parts + ['', ''];
$db = new mysqli('127.0.0.1', 'app', 'pw', 'crm');
$db->multi_query(sprintf("SELECT id FROM leads WHERE owner = '%s'; SELECT 1", $owner));
