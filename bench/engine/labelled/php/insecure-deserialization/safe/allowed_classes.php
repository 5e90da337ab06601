<?php
$prefs = unserialize($_COOKIE['prefs'], ['allowed_classes' => false]);
