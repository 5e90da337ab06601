<?php
function load_module($m) { require_once __DIR__ . '/modules/' . $m; }
load_module($_REQUEST['module']);
