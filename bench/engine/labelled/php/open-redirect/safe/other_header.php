<?php
header('X-Request-Id: ' . (int) $_GET['rid']);
header('Content-Type: text/html; charset=utf-8');
