<?php
$prefs = unserialize($_COOKIE['prefs']);
